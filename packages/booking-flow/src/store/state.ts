import type { FlexbookingPrice } from '@nordpark/api/booking';
import type {
  CustomerFields,
  Facility,
  GroupedTimeSlots,
  ParkingSpaceAvailabilityItem,
  PaymentOption,
  Vehicle,
} from '@nordpark/core';

export type StepId =
  | 'product'
  | 'dates'
  | 'space'
  | 'devices'
  | 'customer'
  | 'vehicle'
  | 'payment'
  | 'summary'
  | 'done';

/** How far the sales order has come (BOOK-01..04), so a retry picks up where it failed. */
export type OrderStage = 'none' | 'draft' | 'updated' | 'confirmed' | 'paid';

export type PaymentMethod = 'card' | 'invoice';

/** The vehicle being chosen: an existing one (Id) or a plate typed in. */
export interface VehicleChoice {
  /** The chosen vehicle of a signed-in customer; null for a new plate. */
  Id: string | null;
  LicensePlate: string;
  Description: string;
  foreign: boolean;
}

/**
 * Everything the customer chose, kept in sessionStorage so a reload or a back navigation
 * resumes here. Never card data: the card is entered on the payment provider's page.
 */
export interface BookingChoices {
  step: StepId;
  productId: string | null;
  quantity: number;
  /** YYYY-MM-DD. */
  startDate: string | null;
  /** YYYY-MM-DD; flex bookings only. */
  endDate: string | null;
  /** What the visitor typed in the start date field and has not committed yet (a reload keeps it). */
  startDateText: string | null;
  endDateText: string | null;
  /** HH:MM from GroupedTimeSlots; pre-bookings only. */
  inTime: string | null;
  outTime: string | null;
  spaceUid: string | null;
  /** The temporary lock this flow holds on spaceUid (BOOK-05). */
  lockId: string | null;
  deviceIds: string[];
  customer: CustomerFields & { RecordId: string | null };
  vehicle: VehicleChoice;
  paymentOptionId: string | null;
  paymentMethod: PaymentMethod;
  termsAccepted: boolean;
  salesOrderId: string | null;
  orderStage: OrderStage;
  /** The booking link (product, date, until) whose choices were applied, so a reload does not apply it again. */
  link: string | null;
}

/** A failed call, shown at its step with the action that tries it again. */
export interface StepError {
  message: string;
  retry: (() => Promise<void>) | null;
}

/** Loaded from the server, never stored: it is fetched again on the next visit. */
export interface BookingRemote {
  facility: Facility | null;
  slots: GroupedTimeSlots | null;
  flexPrice: FlexbookingPrice | null;
  spaces: ParkingSpaceAvailabilityItem[] | null;
  deviceAvailability: number | null;
  /** null until known: the customer step asks when the auth cookie is present. */
  signedIn: boolean | null;
  vehicles: Vehicle[] | null;
  paymentOptions: PaymentOption[] | null;
  /** Edit form open for this vehicle Id. */
  editingVehicleId: string | null;
}

export interface BookingStatus {
  /** Name of the action running; buttons show busy and the lock refuses a second start. */
  busy: string | null;
  error: StepError | null;
  /** Field problems by field name, as text. */
  fieldErrors: Record<string, string>;
  /** True after the visitor moved between steps: the new step's heading takes focus. */
  moved: boolean;
  /** Where the card payment goes, once accepted. */
  redirectingTo: string | null;
  /** Today in the market's time zone, YYYY-MM-DD: fixed for the visit, set in tests. */
  today: string;
  /** A load of a step's data is on its way (the step shows a skeleton where its data goes). */
  loading: boolean;
  /** A call has been pending for 5 s: a load says "still loading", a submission "still working". */
  slow: 'load' | 'send' | null;
}

export type BookingData = BookingChoices & BookingRemote & BookingStatus;

export function initialChoices(): BookingChoices {
  return {
    step: 'product',
    productId: null,
    quantity: 1,
    startDate: null,
    endDate: null,
    startDateText: null,
    endDateText: null,
    inTime: null,
    outTime: null,
    spaceUid: null,
    lockId: null,
    deviceIds: [],
    customer: { RecordId: null, FirstName: '', LastName: '', Email: '', Phone: '' },
    vehicle: { Id: null, LicensePlate: '', Description: '', foreign: false },
    paymentOptionId: null,
    paymentMethod: 'card',
    termsAccepted: false,
    salesOrderId: null,
    orderStage: 'none',
    link: null,
  };
}

export function initialRemote(): BookingRemote {
  return {
    facility: null,
    slots: null,
    flexPrice: null,
    spaces: null,
    deviceAvailability: null,
    signedIn: null,
    vehicles: null,
    paymentOptions: null,
    editingVehicleId: null,
  };
}

export const CHOICE_KEYS = Object.keys(initialChoices()) as (keyof BookingChoices)[];
