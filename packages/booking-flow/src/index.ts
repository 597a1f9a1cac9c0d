export { type BookingApi, createBookingApi } from '@nordpark/api/booking';
export { BookingFlow, type BookingFlowComponentProps } from './BookingFlow';
export { CheckboxStep, type CheckboxStepProps } from './CheckboxStep';
export type { BookingCatalogue, BookingMessageId } from './messages/ids';
export { loadBookingCatalogue } from './messages/load';
export { type BookingFlowProps, bookingFlowPropsSchema } from './props';
export { AccessDevicesStep } from './steps/AccessDevicesStep';
export { CustomerStep } from './steps/CustomerStep';
export { DatesStep } from './steps/DatesStep';
export { DoneStep } from './steps/DoneStep';
export { PaymentStep } from './steps/PaymentStep';
export { ProductStep } from './steps/ProductStep';
export { SpaceStep } from './steps/SpaceStep';
export { SummaryStep } from './steps/SummaryStep';
export { VehicleStep } from './steps/VehicleStep';
export {
  BookingStoreProvider as BookingProvider,
  type BookingStoreProviderProps as BookingProviderProps,
  useBooking,
  useBookingActions,
} from './store/BookingStoreContext';
export {
  type BookingActions,
  type BookingState,
  type BookingStore,
  type BookingStoreOptions,
  createBookingStore,
} from './store/createBookingStore';
export { type ChoiceStorage, storageKey } from './store/persistence';
export type { BookingChoices, OrderStage, PaymentMethod, StepId } from './store/state';
export { stepsFor } from './store/steps';
