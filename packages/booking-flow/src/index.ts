export { BookingFlow, type BookingFlowComponentProps } from './BookingFlow';
export { type BookingFlowProps, bookingFlowPropsSchema } from './props';
