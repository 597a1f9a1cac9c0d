import { type ApiClient, createApiClient } from '@nordpark/api';
import type { PageConfig } from '@nordpark/core';

/** The calls the booking flow makes (spec §7 "Booking flow"); tests and stories pass fakes. */
export type BookingApi = Pick<
  ApiClient,
  | 'getFacilitySummary'
  | 'getAvailableSlots'
  | 'getParkingSpaceAvailability'
  | 'getAccessDeviceAvailability'
  | 'createSalesOrderDraft'
  | 'updateSalesOrder'
  | 'confirmSalesOrder'
  | 'getPaymentOptions'
  | 'getFlexbookingPrice'
  | 'getLoggedInCustomer'
  | 'createOrEditCustomer'
  | 'updateCustomer'
  | 'getVehicles'
  | 'createVehicle'
  | 'updateVehicle'
  | 'createTempLock'
  | 'removeTempLock'
  | 'updateTempLock'
  | 'registerPayment'
>;

export function createBookingApi(config: PageConfig): BookingApi {
  return createApiClient(config);
}
