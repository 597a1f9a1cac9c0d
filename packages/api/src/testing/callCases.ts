// One row per client function: how to call it, what must reach the server, and a valid
// answer. Typed as a Record over the client's keys, so a new call without a row fails the
// type check. The Node tests run every row over real HTTP; the mock test runs every row
// against mock mode.
import type { Facility } from '@nordpark/core';
import { facilities, sampleMyParkingVehicles } from '@nordpark/fixtures';
import type { ApiClient } from '../client';
import type { ApiResult } from '../http/result';
import type { CallOptions } from '../http/transport';
import type { Reply } from './testServer';

export interface CallCase {
  /** Rule IDs and what the test checks, for the test title. */
  title: string;
  invoke(client: ApiClient, options?: CallOptions): Promise<ApiResult<unknown>>;
  method: 'GET' | 'POST';
  /** The path the server must see, with CASE_PATHS as the config. */
  path: string;
  kind: 'json' | 'html';
  /** GET: the exact query parameters. */
  query?: Record<string, string>;
  /** POST: the exact JSON body. */
  body?: unknown;
  /** Headers the call must send besides the common ones. */
  headers?: Record<string, string>;
  /** A valid answer of the server. */
  reply: Reply;
  /** The result's body for that answer, where the call reshapes or must pass it through. */
  expectBody?: unknown;
  /** The result's status for that answer, when it is not 200. */
  expectStatus?: number;
  expectErrorMessage?: string;
}

/** A real fixture facility, so mock mode knows it too. */
export const FACILITY_UID = facilities[0]?.Uid ?? 'missing-fixture-facility';
const vehicle = sampleMyParkingVehicles[1] ?? { id: '5002', plateText: 'MLB 84C', uid: 'veh-v-1002' };
const stubFacility = { Uid: FACILITY_UID, Name: 'P-hus Centrum' } as unknown as Facility;
const form = { fId: FACILITY_UID, productId: 'P-1', startDate: '2026-12-01', SalesOrderId: 'SO-77' };
const html = '<div class="prices"><table><tr><td>Månad</td><td>1 200 kr</td></tr></table></div>';
const done: Reply = { json: { StatusCode: 200, ErrorMessage: null } };

export const CALL_CASES: Record<keyof ApiClient, CallCase> = {
  getNearbyFacilities: {
    title:
      'API-01 API-02 API-03 API-04 API-05 API-06 getnearbyfacilities GETs latitude, longitude, maxDistance 5, withPmcs false, size 50, lang and init, and returns the list',
    invoke: (c, o) => c.getNearbyFacilities({ latitude: 59.3326, longitude: 18.0649 }, o),
    method: 'GET',
    path: '/booking/getnearbyfacilities',
    kind: 'json',
    query: {
      latitude: '59.3326',
      longitude: '18.0649',
      maxDistance: '5',
      withPmcs: 'false',
      size: '50',
      lang: 'sv',
      init: 'false',
    },
    reply: { json: [stubFacility] },
    expectBody: [stubFacility],
  },
  getPricesProductsPartial: {
    title:
      'API-08 API-09 getpricesproductspartial GETs fId, epslanguage and availabilityFrom and returns HTML',
    invoke: (c, o) => c.getPricesProductsPartial({ fId: FACILITY_UID, availabilityFrom: '2026-12-01' }, o),
    method: 'GET',
    path: '/facilitypage/getpricesproductspartial',
    kind: 'html',
    query: { fId: FACILITY_UID, epslanguage: 'sv', availabilityFrom: '2026-12-01' },
    reply: { text: html },
    expectBody: html,
  },
  getConfirmationPageOffer: {
    title:
      'API-10 getconfirmationpageoffer GETs /facilitypage/getconfirmationpageoffer and returns HTML text',
    invoke: (c, o) => c.getConfirmationPageOffer({ fId: FACILITY_UID }, o),
    method: 'GET',
    path: '/facilitypage/getconfirmationpageoffer',
    kind: 'html',
    query: { fId: FACILITY_UID },
    reply: { text: html },
    expectBody: html,
  },
  getProducts: {
    title:
      'API-11 API-12 CFG-02 products GET {bookingController}getproducts with fId, lang, includeNotBookableOnline and availabilityFrom; Places pairs hold the products',
    invoke: (c, o) =>
      c.getProducts({ fId: FACILITY_UID, includeNotBookableOnline: true, availabilityFrom: '2026-12-01' }, o),
    method: 'GET',
    path: '/api/booking/getproducts',
    kind: 'json',
    query: {
      fId: FACILITY_UID,
      lang: 'sv',
      includeNotBookableOnline: 'true',
      availabilityFrom: '2026-12-01',
    },
    reply: { json: { Places: [['Zon A', [{ Id: 'P-1' }]]] } },
    expectBody: { Places: [['Zon A', [{ Id: 'P-1' }]]] },
  },
  registerForNotifications: {
    title: 'API-15 RegisterForNotifications POSTs its payload to /waitinglist/RegisterForNotifications',
    invoke: (c, o) => c.registerForNotifications({ fId: FACILITY_UID, email: 'anna@example.com' }, o),
    method: 'POST',
    path: '/waitinglist/RegisterForNotifications',
    kind: 'json',
    body: { fId: FACILITY_UID, email: 'anna@example.com' },
    reply: done,
  },
  getFacilitySummary: {
    title: 'API-16 CFG-02 getfacilitysummary GETs {bookingController}getfacilitysummary with fId and lang',
    invoke: (c, o) => c.getFacilitySummary({ fId: FACILITY_UID }, o),
    method: 'GET',
    path: '/api/booking/getfacilitysummary',
    kind: 'json',
    query: { fId: FACILITY_UID, lang: 'sv' },
    reply: { json: stubFacility },
    expectBody: stubFacility,
  },
  getAvailableSlots: {
    title: 'API-17 CFG-02 getavailableslots GETs {bookingController}getavailableslots',
    invoke: (c, o) => c.getAvailableSlots({ fId: FACILITY_UID, date: '2026-12-01' }, o),
    method: 'GET',
    path: '/api/booking/getavailableslots',
    kind: 'json',
    query: { fId: FACILITY_UID, date: '2026-12-01' },
    reply: { json: { BothDays: ['08:00'], InTimes: [], OutTimes: [] } },
  },
  getParkingSpaceAvailability: {
    title: 'API-18 CFG-02 getparkingspaceavailability GETs {bookingController}getparkingspaceavailability',
    invoke: (c, o) => c.getParkingSpaceAvailability({ fId: FACILITY_UID, productId: 'P-1' }, o),
    method: 'GET',
    path: '/api/booking/getparkingspaceavailability',
    kind: 'json',
    query: { fId: FACILITY_UID, productId: 'P-1' },
    reply: { json: [] },
    expectBody: [],
  },
  getAccessDeviceAvailability: {
    title:
      'API-19 BOOK-16 getaccessdeviceavailability POSTs to /booking/getaccessdeviceavailability, answer has Availability',
    invoke: (c, o) => c.getAccessDeviceAvailability({ fId: FACILITY_UID, productId: 'P-1' }, o),
    method: 'POST',
    path: '/booking/getaccessdeviceavailability',
    kind: 'json',
    body: { fId: FACILITY_UID, productId: 'P-1' },
    reply: { json: { Availability: 7 } },
    expectBody: { Availability: 7 },
  },
  createSalesOrderDraft: {
    title:
      'API-20 BOOK-01 createsalesorderdraft POSTs to /booking/createsalesorderdraft with its optional language',
    invoke: (c, o) =>
      c.createSalesOrderDraft({ fId: FACILITY_UID, productId: 'P-1' }, { ...o, language: 'en' }),
    method: 'POST',
    path: '/booking/createsalesorderdraft',
    kind: 'json',
    body: { fId: FACILITY_UID, productId: 'P-1' },
    headers: { 'x-language': 'en' },
    reply: { json: { SalesOrderId: 'SO-77', Status: 'Draft' } },
  },
  updateSalesOrder: {
    title: 'API-21 BOOK-02 CFG-03 updatesalesorder POSTs the form to {bookingflowPage}updatesalesorder',
    invoke: (c, o) => c.updateSalesOrder(form, o),
    method: 'POST',
    path: '/se/bokning/updatesalesorder',
    kind: 'json',
    body: form,
    reply: { json: { SalesOrderId: 'SO-77', Status: 'Updated' } },
  },
  confirmSalesOrder: {
    title: 'API-22 BOOK-03 CFG-03 confirmsalesorder POSTs the form to {bookingflowPage}confirmsalesorder',
    invoke: (c, o) => c.confirmSalesOrder(form, o),
    method: 'POST',
    path: '/se/bokning/confirmsalesorder',
    kind: 'json',
    body: form,
    reply: { json: { SalesOrderId: 'SO-77', Status: 'Confirmed' } },
  },
  getPaymentOptions: {
    title: 'API-23 BOOK-14 CFG-03 paymentoptions GETs {bookingflowPage}paymentoptions',
    invoke: (c, o) => c.getPaymentOptions({ productId: 'P-1' }, o),
    method: 'GET',
    path: '/se/bokning/paymentoptions',
    kind: 'json',
    query: { productId: 'P-1' },
    reply: { json: [{ id: 'Monthly', text: 'Månadsvis', currency: 'SEK', optionPrice: 1200 }] },
    expectBody: [{ id: 'Monthly', text: 'Månadsvis', currency: 'SEK', optionPrice: 1200 }],
  },
  getFlexbookingPrice: {
    title:
      'API-24 CFG-02 getflexbookingprice GETs {bookingController}getflexbookingprice with startDate and endDate',
    invoke: (c, o) => c.getFlexbookingPrice({ startDate: '2026-12-01', endDate: '2026-12-03' }, o),
    method: 'GET',
    path: '/api/booking/getflexbookingprice',
    kind: 'json',
    query: { startDate: '2026-12-01', endDate: '2026-12-03' },
    reply: { json: { Price: 300, Currency: 'SEK', Days: 3 } },
    expectBody: { Price: 300, Currency: 'SEK', Days: 3 },
  },
  getLoggedInCustomer: {
    title: 'API-25 BOOK-15 CFG-03 loggedincustomer GETs {bookingflowPage}loggedincustomer',
    invoke: (c, o) => c.getLoggedInCustomer(o),
    method: 'GET',
    path: '/se/bokning/loggedincustomer',
    kind: 'json',
    query: {},
    reply: { json: { RecordId: 'C-1', name: 'Anna Lindqvist' } },
    expectBody: { RecordId: 'C-1', name: 'Anna Lindqvist' },
  },
  createOrEditCustomer: {
    title: 'API-26 CFG-02 createoreditcustomer POSTs the form to {bookingController}createoreditcustomer',
    invoke: (c, o) => c.createOrEditCustomer({ FirstName: 'Anna', Email: 'anna@example.com' }, o),
    method: 'POST',
    path: '/api/booking/createoreditcustomer',
    kind: 'json',
    body: { FirstName: 'Anna', Email: 'anna@example.com' },
    reply: { json: { RecordId: 'C-1', name: 'Anna' } },
  },
  updateCustomer: {
    title: 'API-27 CFG-03 updatecustomer POSTs the form to {bookingflowPage}updatecustomer',
    invoke: (c, o) => c.updateCustomer({ RecordId: 'C-1', Phone: '+46 70 174 06 05' }, o),
    method: 'POST',
    path: '/se/bokning/updatecustomer',
    kind: 'json',
    body: { RecordId: 'C-1', Phone: '+46 70 174 06 05' },
    reply: { json: { RecordId: 'C-1', name: 'Anna' } },
  },
  getVehicles: {
    title: 'API-28 BOOK-17 CFG-02 getvehicles GETs {bookingController}getvehicles, vehicles in a VehicleList',
    invoke: (c, o) => c.getVehicles(undefined, o),
    method: 'GET',
    path: '/api/booking/getvehicles',
    kind: 'json',
    query: {},
    reply: { json: { VehicleList: [{ Id: 'V-1', LicensePlate: 'ABC 123', Description: 'Volvo' }] } },
    expectBody: { VehicleList: [{ Id: 'V-1', LicensePlate: 'ABC 123', Description: 'Volvo' }] },
  },
  createVehicle: {
    title: 'API-29 createvehicle POSTs the form to {bookingController}createvehicle',
    invoke: (c, o) => c.createVehicle({ LicensePlate: 'XYZ 789', Description: 'Saab' }, o),
    method: 'POST',
    path: '/api/booking/createvehicle',
    kind: 'json',
    body: { LicensePlate: 'XYZ 789', Description: 'Saab' },
    reply: { json: { Id: 'V-2', LicensePlate: 'XYZ 789', Description: 'Saab' } },
  },
  updateVehicle: {
    title: 'API-30 updatevehicle POSTs the form to {bookingController}updatevehicle',
    invoke: (c, o) => c.updateVehicle({ Id: 'V-1001', Description: 'Volvo V90' }, o),
    method: 'POST',
    path: '/api/booking/updatevehicle',
    kind: 'json',
    body: { Id: 'V-1001', Description: 'Volvo V90' },
    reply: { json: { Id: 'V-1001', LicensePlate: 'ABC 123', Description: 'Volvo V90' } },
  },
  createTempLock: {
    title: 'API-31 BOOK-05 createtemplock POSTs to /booking/createtemplock',
    invoke: (c, o) => c.createTempLock({ spaceUid: 'S-1', productId: 'P-1' }, o),
    method: 'POST',
    path: '/booking/createtemplock',
    kind: 'json',
    body: { spaceUid: 'S-1', productId: 'P-1' },
    reply: { json: { LockId: 'L-1' } },
  },
  removeTempLock: {
    title: 'API-32 BOOK-07 removetempLock POSTs to /booking/removetempLock',
    invoke: (c, o) => c.removeTempLock({ LockId: 'L-1' }, o),
    method: 'POST',
    path: '/booking/removetempLock',
    kind: 'json',
    body: { LockId: 'L-1' },
    reply: { json: { Removed: true } },
  },
  updateTempLock: {
    title: 'API-33 BOOK-06 updatetempLock POSTs to /booking/updatetempLock',
    invoke: (c, o) => c.updateTempLock({ LockId: 'L-1', spaceUid: 'S-2' }, o),
    method: 'POST',
    path: '/booking/updatetempLock',
    kind: 'json',
    body: { LockId: 'L-1', spaceUid: 'S-2' },
    reply: { json: { LockId: 'L-1' } },
  },
  registerPayment: {
    title:
      'API-34 API-35 BOOK-04 CFG-03 registerpayment POSTs the form to {bookingflowPage}registerpayment, returns the payment URL',
    invoke: (c, o) => c.registerPayment(form, o),
    method: 'POST',
    path: '/se/bokning/registerpayment',
    kind: 'json',
    body: form,
    reply: { json: 'https://pay.example.com/card?order=SO-77' },
    expectBody: 'https://pay.example.com/card?order=SO-77',
  },
  checkPermitForDeleteVehicle: {
    title:
      'API-39 API-40 MYP-06 checkpermitfordeletevehicle POSTs id, plateText and uid to /my{product}settingspage/checkpermitfordeletevehicle, reads data.existsInPermit',
    invoke: (c, o) => c.checkPermitForDeleteVehicle(vehicle, o),
    method: 'POST',
    path: '/myparkingsettingspage/checkpermitfordeletevehicle',
    kind: 'json',
    body: { id: vehicle.id, plateText: vehicle.plateText, uid: vehicle.uid },
    reply: { json: { data: { existsInPermit: true } } },
    expectBody: { existsInPermit: true },
  },
  deleteVehicle: {
    title: 'API-41 deletevehicle POSTs id, plateText and uid to /my{product}settingspage/deletevehicle',
    invoke: (c, o) => c.deleteVehicle(vehicle, o),
    method: 'POST',
    path: '/myparkingsettingspage/deletevehicle',
    kind: 'json',
    body: { id: vehicle.id, plateText: vehicle.plateText, uid: vehicle.uid },
    reply: done,
  },
  demoteAdmin: {
    title: 'API-42 demoteadmin POSTs uid to /landlord/demoteadmin',
    invoke: (c, o) => c.demoteAdmin({ uid: 'U-9' }, o),
    method: 'POST',
    path: '/landlord/demoteadmin',
    kind: 'json',
    body: { uid: 'U-9' },
    reply: done,
  },
  deleteCustomer: {
    title: 'API-43 deletecustomer POSTs Contact_Number to /landlord/deletecustomer',
    invoke: (c, o) => c.deleteCustomer({ Contact_Number: 'K-123' }, o),
    method: 'POST',
    path: '/landlord/deletecustomer',
    kind: 'json',
    body: { Contact_Number: 'K-123' },
    reply: done,
  },
  createPermits: {
    title: 'API-44 createpermits POSTs to /landlord/createpermits',
    invoke: (c, o) => c.createPermits({ permits: [{ plate: 'ABC 123' }] }, o),
    method: 'POST',
    path: '/landlord/createpermits',
    kind: 'json',
    body: { permits: [{ plate: 'ABC 123' }] },
    reply: done,
  },
  updateLandlordPermit: {
    title: 'API-45 the landlord permit update POSTs to /landlord/updatepermit',
    invoke: (c, o) => c.updateLandlordPermit({ permitId: 'P-3001', validTo: '2027-01-31' }, o),
    method: 'POST',
    path: '/landlord/updatepermit',
    kind: 'json',
    body: { permitId: 'P-3001', validTo: '2027-01-31' },
    reply: done,
  },
  createUser: {
    title: 'API-46 createuser POSTs to /landlord/createuser',
    invoke: (c, o) => c.createUser({ email: 'ola@example.com', role: 'user' }, o),
    method: 'POST',
    path: '/landlord/createuser',
    kind: 'json',
    body: { email: 'ola@example.com', role: 'user' },
    reply: done,
  },
  getPlaces: {
    title: 'API-47 getplaces GETs /landlord/getplaces',
    invoke: (c, o) => c.getPlaces(undefined, o),
    method: 'GET',
    path: '/landlord/getplaces',
    kind: 'json',
    query: {},
    reply: { json: [{ Id: FACILITY_UID, Text: 'P-hus Centrum' }] },
  },
  getCustomers: {
    title: 'API-48 getcustomers GETs /landlord/getcustomers',
    invoke: (c, o) => c.getCustomers({ search: 'anna' }, o),
    method: 'GET',
    path: '/landlord/getcustomers',
    kind: 'json',
    query: { search: 'anna' },
    reply: { json: [] },
  },
  getPermitDetails: {
    title: 'API-49 getpermitdetails GETs /landlord/getpermitdetails',
    invoke: (c, o) => c.getPermitDetails({ permitId: 'P-3001' }, o),
    method: 'GET',
    path: '/landlord/getpermitdetails',
    kind: 'json',
    query: { permitId: 'P-3001' },
    reply: { json: { PermitId: 'P-3001' } },
  },
  getPermitTypes: {
    title: 'API-50 permit types GET /permits/types',
    invoke: (c, o) => c.getPermitTypes(undefined, o),
    method: 'GET',
    path: '/permits/types',
    kind: 'json',
    query: {},
    reply: { json: [] },
  },
  updatePermit: {
    title: 'API-51 the my-parking permit update POSTs to /my{product}/updatepermit',
    invoke: (c, o) => c.updatePermit({ permitId: 'P-3001', plate: 'ABC 123' }, o),
    method: 'POST',
    path: '/myparking/updatepermit',
    kind: 'json',
    body: { permitId: 'P-3001', plate: 'ABC 123' },
    reply: done,
  },
  approveSalesOrder: {
    title: 'API-52 approvesalesorder POSTs orderId to /my{product}preliminaryorderpage/approvesalesorder',
    invoke: (c, o) => c.approveSalesOrder({ orderId: 'SO-5' }, o),
    method: 'POST',
    path: '/myparkingpreliminaryorderpage/approvesalesorder',
    kind: 'json',
    body: { orderId: 'SO-5' },
    reply: done,
  },
  declineSalesOrder: {
    title: 'API-53 declinesalesorder POSTs orderId to /my{product}preliminaryorderpage/declinesalesorder',
    invoke: (c, o) => c.declineSalesOrder({ orderId: 'SO-5' }, o),
    method: 'POST',
    path: '/myparkingpreliminaryorderpage/declinesalesorder',
    kind: 'json',
    body: { orderId: 'SO-5' },
    reply: done,
  },
  checkIfDocumentExist: {
    title:
      'API-54 API-55 CheckIfDocumentExist GETs documentNumber from /my{product}invoicespage/CheckIfDocumentExist; the error is body.ErrorMessage',
    invoke: (c, o) => c.checkIfDocumentExist({ documentNumber: '2026-001' }, o),
    method: 'GET',
    path: '/myparkinginvoicespage/CheckIfDocumentExist',
    kind: 'json',
    query: { documentNumber: '2026-001' },
    reply: { json: { ErrorMessage: 'Fakturan hittades inte.' } },
    expectBody: { ErrorMessage: 'Fakturan hittades inte.' },
    expectErrorMessage: 'Fakturan hittades inte.',
  },
  getOrderLineTerminationDate: {
    title:
      'API-56 API-57 GetOrderLineTerminationDate GETs salesOrderId and orderLineId from /my{product}/GetOrderLineTerminationDate, returns TerminationDate',
    invoke: (c, o) => c.getOrderLineTerminationDate({ salesOrderId: 'SO-5', orderLineId: 2 }, o),
    method: 'GET',
    path: '/myparking/GetOrderLineTerminationDate',
    kind: 'json',
    query: { salesOrderId: 'SO-5', orderLineId: '2' },
    reply: { json: { TerminationDate: '2027-01-31' } },
    expectBody: { TerminationDate: '2027-01-31' },
  },
  terminateOrderLine: {
    title:
      'API-58 API-59 API-60 MYP-20 TerminateOrderLine POSTs reason, terminationDate and an EMAIL letter to /my{product}/TerminateOrderLine/{salesOrderId}/{orderLineId}; StatusCode and ErrorMessage come back',
    invoke: (c, o) =>
      c.terminateOrderLine(
        { salesOrderId: 'SO 5/a', orderLineId: 2 },
        { reason: 'moving', terminationDate: '2027-01-31' },
        o,
      ),
    method: 'POST',
    path: '/myparking/TerminateOrderLine/SO%205%2Fa/2',
    kind: 'json',
    body: {
      reason: 'moving',
      terminationDate: '2027-01-31',
      orderTerminationLetterConf: { distributionMethod: 'EMAIL' },
    },
    reply: { json: { StatusCode: 409, ErrorMessage: 'The contract already ends earlier.' } },
    expectStatus: 409,
    expectErrorMessage: 'The contract already ends earlier.',
  },
  refreshLogin: {
    title: 'API-61 refreshlogin POSTs to /refreshlogin',
    invoke: (c, o) => c.refreshLogin({}, o),
    method: 'POST',
    path: '/refreshlogin',
    kind: 'json',
    body: {},
    reply: done,
  },
};

export const CALL_NAMES = Object.keys(CALL_CASES) as (keyof ApiClient)[];
