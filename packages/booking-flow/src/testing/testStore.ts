// Shared by the package's tests and stories: a facility with one product of each kind, a
// fake API answering like the reference backend, and a store over both.
import type { ApiFailure, ApiResult, ApiSuccess, BookingApi } from '@nordpark/api/booking';
import type { Product } from '@nordpark/core';
import { testFacility, testProduct } from '@nordpark/fixtures/testing';
import { storyConfig } from '@nordpark/ui/testing';
import { type BookingStoreOptions, createBookingStore } from '../store/createBookingStore';
import type { ChoiceStorage } from '../store/persistence';
import { bookingTranslator } from './messages';

export const ok = <T>(body: T): ApiSuccess<T> => ({
  ok: true,
  status: 200,
  info: 'OK',
  body,
  errorMessage: null,
});

export const failed = (status: number, errorMessage: string | null = null): ApiFailure => ({
  ok: false,
  status,
  info: status >= 500 ? 'Internal server error.' : 'Error.',
  url: '/test',
  errorMessage,
  reason: status >= 500 ? 'server' : 'http',
  aborted: false,
});

export const TODAY = '2026-11-23';

/** A short-term product at 200 a weekday, 150 on Saturdays and 120 on Sundays. */
function product(overrides: Partial<Product>): Product {
  return testProduct({
    ProcessType: 'Pre-booking',
    WeekdayPrices: [200, 200, 200, 200, 200, 150, 120],
    ...overrides,
  });
}

export const PRE_BOOKING = product({ Id: 'PB', Text: 'Förbokad parkering' });
export const FLEX = product({ Id: 'FX', Text: 'Flexparkering', ProcessType: 'Flexbooking' });
export const SEASON = product({
  Id: 'ST',
  Text: 'Reserverad plats',
  ProcessType: 'SeasonTicket',
  Type: 'Reserved',
  MonthlyPrice: 3000,
  WeekdayPrices: [0, 0, 0, 0, 0, 0, 0],
  AccessDevices: [
    { Id: 'tag', Text: 'Passerbricka', Price: 150, Required: true },
    { Id: 'remote', Text: 'Fjärrkontroll', Price: 45, Required: false },
  ],
  Promotions: [
    {
      DiscountPercent: 50,
      DiscountValue: 1500,
      StartAfter: 1,
      Duration: 2,
      DiscountValidity: { ValidFrom: '2026-11-01', ValidTo: '2027-01-31' },
      OrderLineValidFromValidity: null,
    },
  ],
});
export const LATER = product({ Id: 'LT', Text: 'Ny laddplats', StartSellingDate: '2027-01-31T23:00:00Z' });
export const ENDED = product({ Id: 'EN', Text: 'Gammal plats', LastBookingEnds: '2026-11-01T00:00:00' });
export const OFFLINE = product({ Id: 'OF', Text: 'Företagsplats', OnlineBookingNotAllowed: true });

export const FACILITY = testFacility({
  Uid: 'fac-1',
  Country: 'se',
  GroupedTimeSlots: { BothDays: [], InTimes: ['08:00', '09:00'], OutTimes: ['17:00', '18:00'] },
  Products: [SEASON, PRE_BOOKING, FLEX, LATER, ENDED, OFFLINE],
});

export const SPACES = ['A-001', 'A-002', 'A-003'].map((Name, index) => ({
  PmcIdRef: 'pmc',
  LastBookingEnds: null,
  ParkingSpaceStatus: index === 2 ? 'NOT_AVAILABLE' : 'AVAILABLE',
  ParkingSpace: {
    Uid: `space-${index + 1}`,
    ParkingZoneUid: 'Z1',
    Name,
    Type: 'Standard',
    Reserved: true,
    Blocked: false,
    InternalNote: '',
    ExternalNote: '',
    AccessDeviceExternalNote: '',
    CreatedBy: '',
    CreatedDate: '',
    UpdatedBy: '',
    UpdatedDate: '',
  },
}));

type Answers = { [K in keyof BookingApi]?: ApiResult<unknown> | ((...args: never[]) => ApiResult<unknown>) };

const DEFAULTS: Answers = {
  getFacilitySummary: ok(FACILITY),
  getAvailableSlots: ok(FACILITY.GroupedTimeSlots),
  getParkingSpaceAvailability: ok(SPACES),
  getAccessDeviceAvailability: ok({ Availability: 7 }),
  createSalesOrderDraft: ok({ SalesOrderId: 'SO-1', Status: 'Draft' }),
  updateSalesOrder: ok({ SalesOrderId: 'SO-1', Status: 'Updated' }),
  confirmSalesOrder: ok({ SalesOrderId: 'SO-1', Status: 'Confirmed' }),
  getPaymentOptions: ok([
    { id: 'Monthly', text: 'Månadsvis', currency: 'SEK', optionPrice: 3000 },
    { id: 'Yearly', text: 'Årsvis', currency: 'SEK', optionPrice: 33000 },
  ]),
  getFlexbookingPrice: ok({ Price: 300, Currency: 'SEK', Days: 3 }),
  getLoggedInCustomer: failed(401),
  createOrEditCustomer: ok({ RecordId: 'C-9001', name: 'Anna Lindqvist' }),
  updateCustomer: ok({ RecordId: 'C-1', name: 'Anna Lindqvist' }),
  getVehicles: ok({ VehicleList: [{ Id: 'V-1', LicensePlate: 'MLB84C', Description: 'Volvo' }] }),
  createVehicle: ok({ Id: 'V-2', LicensePlate: 'ABC123', Description: '' }),
  updateVehicle: ok({ Id: 'V-1', LicensePlate: 'MLB84D', Description: 'Volvo' }),
  createTempLock: ok({ LockId: 'LOCK-1', ExpiresInMinutes: 15 }),
  updateTempLock: ok({ LockId: 'LOCK-1', ExpiresInMinutes: 15 }),
  removeTempLock: ok({ Removed: true }),
  registerPayment: ok('https://pay.example.test/checkout/SO-1'),
};

/** Every call answers its default unless the test says otherwise; each call is recorded. */
export function fakeApi(answers: Answers = {}, delayMs = 0) {
  const calls: { name: keyof BookingApi; args: unknown[] }[] = [];
  const api = new Proxy({} as BookingApi, {
    get:
      (_target, name: keyof BookingApi) =>
      (...args: unknown[]) => {
        calls.push({ name, args });
        const answer = answers[name] ?? DEFAULTS[name] ?? ok({});
        const value =
          typeof answer === 'function'
            ? (answer as (...a: unknown[]) => ApiResult<unknown>)(...args)
            : answer;
        return delayMs > 0
          ? new Promise((resolve) => setTimeout(() => resolve(value), delayMs))
          : Promise.resolve(value);
      },
  });
  const named = (name: keyof BookingApi) => calls.filter((call) => call.name === name);
  return { api, calls, named };
}

export function memoryStorage(): ChoiceStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

export const CONFIG = storyConfig({ paymentOrigins: ['https://pay.example.test'] });

export function testStore(options: Partial<BookingStoreOptions> = {}) {
  const fake = options.api ? null : fakeApi();
  const navigate = options.navigate ?? (() => undefined);
  const store = createBookingStore({
    config: CONFIG,
    fId: FACILITY.Uid,
    t: bookingTranslator(CONFIG),
    storage: null,
    today: TODAY,
    navigate,
    hasAuthCookie: () => false,
    ...options,
    api: options.api ?? (fake as NonNullable<typeof fake>).api,
  });
  return { store, fake };
}
