import '@nordpark/booking-flow/styles.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FACILITY, failed, ok } from '../testing/testStore';
import { StepStory } from './StepStory';

const meta = {
  title: 'booking-flow/Steps',
  component: StepStory,
  args: { choices: {} },
} satisfies Meta<typeof StepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const next = (state: { next(): Promise<void> }) => state.next();
const CUSTOMER = {
  RecordId: 'C-1',
  FirstName: 'Anna',
  LastName: 'Lindqvist',
  Email: 'anna@example.se',
  Phone: '070-123 45 67',
};
const VEHICLE = { Id: null, LicensePlate: 'ABC 123', Description: '', foreign: false };
const SUMMARY = {
  productId: 'PB',
  startDate: '2026-12-07',
  inTime: '08:00',
  outTime: '17:00',
  customer: CUSTOMER,
  vehicle: VEHICLE,
  termsAccepted: true,
  step: 'summary' as const,
};

export const Product: Story = {};
export const ProductNotChosen: Story = { args: { act: next } };
/** Every product fully booked, at a facility with a waiting list: the waiting list instead of Continue. */
export const ProductAllFullyBooked: Story = {
  args: {
    answers: {
      getFacilitySummary: ok({
        ...FACILITY,
        HasWaitingList: true,
        WaitingListUrl: '/se/kolista?fId=fac-1',
        Products: FACILITY.Products?.map((product) => ({ ...product, Availability: 0, AvailableFrom: null })),
      }),
    },
  },
};
export const FacilityLoadFailed: Story = { args: { answers: { getFacilitySummary: failed(503) } } };
export const DatesPreBooking: Story = { args: { choices: { productId: 'PB', step: 'dates' } } };
export const DatesPreBookingMissing: Story = {
  args: { choices: { productId: 'PB', step: 'dates' }, act: next },
};
export const DatesFlex: Story = {
  args: { choices: { productId: 'FX', step: 'dates', startDate: '2026-12-01', endDate: '2026-12-03' } },
};
export const DatesSeasonTicket: Story = { args: { choices: { productId: 'ST', step: 'dates' } } };
export const Space: Story = { args: { choices: { productId: 'ST', step: 'space' } } };
export const SpaceHeld: Story = {
  args: { choices: { productId: 'ST', step: 'space' }, act: (state) => state.chooseSpace('space-1') },
};
export const SpaceLockFailed: Story = {
  args: {
    choices: { productId: 'ST', step: 'space' },
    answers: { createTempLock: failed(409, 'Platsen hålls redan av en annan bokning.') },
    act: (state) => state.chooseSpace('space-1'),
  },
};
export const AccessDevices: Story = { args: { choices: { productId: 'ST', step: 'devices' } } };
export const AccessDevicesNoneLeft: Story = {
  args: {
    choices: { productId: 'ST', step: 'devices' },
    answers: { getAccessDeviceAvailability: ok({ Availability: 0 }) },
  },
};
export const Customer: Story = { args: { choices: { productId: 'PB', step: 'customer' } } };
export const CustomerErrors: Story = {
  args: {
    choices: {
      productId: 'PB',
      step: 'customer',
      customer: { ...CUSTOMER, Email: 'anna.example.se', Phone: '' },
    },
    act: next,
  },
};
export const CustomerSignedIn: Story = {
  args: {
    choices: { productId: 'PB', step: 'customer' },
    signedIn: true,
    answers: { getLoggedInCustomer: ok({ ...CUSTOMER, name: 'Anna Lindqvist' }) },
  },
};
export const CustomerSaveFailed: Story = {
  args: {
    choices: { productId: 'PB', step: 'customer', customer: CUSTOMER },
    answers: { createOrEditCustomer: failed(500) },
    act: next,
  },
};
export const VehicleGuest: Story = { args: { choices: { productId: 'PB', step: 'vehicle' } } };
export const VehiclePlateError: Story = {
  args: {
    choices: { productId: 'PB', step: 'vehicle', vehicle: { ...VEHICLE, LicensePlate: 'AB 12' } },
    act: next,
  },
};
export const VehicleSignedIn: Story = {
  args: {
    choices: { productId: 'PB', step: 'vehicle', customer: CUSTOMER },
    signedIn: true,
    answers: { getLoggedInCustomer: ok({ ...CUSTOMER, name: 'Anna Lindqvist' }) },
  },
};
export const PaymentShortTerm: Story = { args: { choices: { productId: 'PB', step: 'payment' } } };
export const PaymentSeasonTicket: Story = { args: { choices: { productId: 'ST', step: 'payment' } } };
export const PaymentTermsNotAccepted: Story = {
  args: { choices: { productId: 'ST', step: 'payment', paymentOptionId: 'Monthly' }, act: next },
};
export const Summary: Story = { args: { choices: SUMMARY } };
export const SummaryConfirming: Story = {
  args: {
    choices: SUMMARY,
    answers: { createSalesOrderDraft: ok({ SalesOrderId: 'SO-1' }) },
    act: (state) => state.confirm(),
  },
};
export const SummaryConfirmFailed: Story = {
  args: { choices: SUMMARY, answers: { confirmSalesOrder: failed(503) }, act: (state) => state.confirm() },
};
export const SummaryPaymentUrlRefused: Story = {
  args: {
    choices: SUMMARY,
    answers: { registerPayment: ok('https://evil.example/checkout') },
    act: (state) => state.confirm(),
  },
};
export const Done: Story = {
  args: {
    choices: { ...SUMMARY, productId: 'ST', step: 'done', salesOrderId: 'SO-9001', orderStage: 'confirmed' },
  },
};
