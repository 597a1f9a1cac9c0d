// One invocation of every client function with the demo's data, typed as a Record over the
// client's keys, so a new call without a row fails the type check.
import type { ApiClient, ApiResult } from '@nordpark/api';
import { facilities, sampleMyParkingVehicles } from '@nordpark/fixtures';
import { DEMO_CASES } from '@nordpark/fixtures/backend';

export type CallInvoker = (client: ApiClient) => Promise<ApiResult<unknown>>;

const fId = facilities[0]?.Uid ?? '';
const vehicle = sampleMyParkingVehicles[2] ?? { id: '', plateText: '', uid: '' };
const form = { SalesOrderId: 'SO-77', fId, startDate: '2026-12-01' };

export const EVERY_CALL: Record<keyof ApiClient, CallInvoker> = {
  getNearbyFacilities: (c) => c.getNearbyFacilities({ latitude: 59.3326, longitude: 18.0649 }),
  getPricesProductsPartial: (c) => c.getPricesProductsPartial({ fId }),
  getConfirmationPageOffer: (c) => c.getConfirmationPageOffer({ fId }),
  getProducts: (c) => c.getProducts({ fId }),
  registerForNotifications: (c) => c.registerForNotifications({ fId, email: 'anna@example.com' }),
  getFacilitySummary: (c) => c.getFacilitySummary({ fId }),
  getAvailableSlots: (c) => c.getAvailableSlots({ fId }),
  getParkingSpaceAvailability: (c) => c.getParkingSpaceAvailability({ fId }),
  getAccessDeviceAvailability: (c) => c.getAccessDeviceAvailability({ fId }),
  createSalesOrderDraft: (c) => c.createSalesOrderDraft({ fId }),
  updateSalesOrder: (c) => c.updateSalesOrder(form),
  confirmSalesOrder: (c) => c.confirmSalesOrder(form),
  getPaymentOptions: (c) => c.getPaymentOptions({ fId }),
  getFlexbookingPrice: (c) => c.getFlexbookingPrice({ startDate: '2026-12-01', endDate: '2026-12-03' }),
  getLoggedInCustomer: (c) => c.getLoggedInCustomer(),
  createOrEditCustomer: (c) => c.createOrEditCustomer({ FirstName: 'Eva', Email: 'eva@example.com' }),
  updateCustomer: (c) => c.updateCustomer({ Phone: '+46 70 174 06 99' }),
  getVehicles: (c) => c.getVehicles(),
  createVehicle: (c) => c.createVehicle({ LicensePlate: 'EVR 001', Description: 'Saab' }),
  updateVehicle: (c) => c.updateVehicle({ Id: 'V-1001', Description: 'Volvo V90' }),
  createTempLock: (c) => c.createTempLock({ spaceUid: 'S-every-call' }),
  removeTempLock: (c) => c.removeTempLock({ LockId: 'L-1' }),
  updateTempLock: (c) => c.updateTempLock({ LockId: 'L-1' }),
  registerPayment: (c) => c.registerPayment(form),
  checkPermitForDeleteVehicle: (c) => c.checkPermitForDeleteVehicle(vehicle),
  deleteVehicle: (c) => c.deleteVehicle(vehicle),
  updatePermit: (c) => c.updatePermit({ permitId: DEMO_CASES.permitId }),
  approveSalesOrder: (c) => c.approveSalesOrder({ orderId: 'SO-5' }),
  declineSalesOrder: (c) => c.declineSalesOrder({ orderId: 'SO-5' }),
  checkIfDocumentExist: (c) => c.checkIfDocumentExist({ documentNumber: '2026-001' }),
  getOrderLineTerminationDate: (c) => c.getOrderLineTerminationDate({ salesOrderId: 'SO-1', orderLineId: 1 }),
  terminateOrderLine: (c) =>
    c.terminateOrderLine(
      { salesOrderId: 'SO-1', orderLineId: 9001 },
      { reason: 'moving', terminationDate: '2027-06-30' },
    ),
  demoteAdmin: (c) => c.demoteAdmin({ uid: 'C-200103' }),
  deleteCustomer: (c) => c.deleteCustomer({ Contact_Number: 'C-200112' }),
  createPermits: (c) => c.createPermits({ permits: [{ plate: 'EVR 001' }] }),
  updateLandlordPermit: (c) => c.updateLandlordPermit({ permitId: DEMO_CASES.permitId }),
  createUser: (c) => c.createUser({ email: 'every-call@example.com' }),
  getPlaces: (c) => c.getPlaces(),
  getCustomers: (c) => c.getCustomers(),
  getPermitDetails: (c) => c.getPermitDetails({ permitId: DEMO_CASES.permitId }),
  getPermitTypes: (c) => c.getPermitTypes(),
  refreshLogin: (c) => c.refreshLogin(),
};

export const CALL_NAMES = Object.keys(EVERY_CALL) as (keyof ApiClient)[];
