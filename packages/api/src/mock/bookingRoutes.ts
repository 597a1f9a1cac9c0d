import { type PageConfig, parkingSpaceTypesOf } from '@nordpark/core';
import { parkingSpaces, paymentOptions, sampleCustomers } from '@nordpark/fixtures';
import type { ApiPaths } from '../paths';
import { bookedDays } from './dates';
import { facilityOf, productForPayment } from './facilityData';
import { type MockRequest, type MockRoute, notFound, param } from './routeTypes';
import type { MockState } from './state';

/** BOOK-13: in mock mode a flex booking costs 100 SEK a day. */
export const MOCK_FLEX_PRICE_PER_DAY = 100;

/**
 * API-38: the calls that answer after a fixed delay. The sales-order steps are the slow part
 * of a real booking (the order system is behind them), payment the slowest.
 */
export const FIXED_DELAYS = {
  createSalesOrderDraft: 2000,
  updateSalesOrder: 2000,
  confirmSalesOrder: 3000,
  registerPayment: 3000,
} as const;

/** Where the mock "card-payment page" lives: a reserved documentation domain, never a real one. */
export const MOCK_PAYMENT_URL = 'https://payment.example.com/mock-card-payment';

const LOCK_MINUTES = 15;

/**
 * Moves a sales order on. The order is the form's SalesOrderId, else the latest draft, else a
 * new one: mock mode serves stories and demos that start mid-flow, so it never refuses an order.
 */
function salesOrderStep(state: MockState, request: MockRequest, status: 'Updated' | 'Confirmed' | 'Paid') {
  const id =
    param(request.data, 'SalesOrderId') || [...state.salesOrders.keys()].at(-1) || state.nextId('SO');
  state.salesOrders.set(id, { status, form: request.data });
  return id;
}

/** The customer after a create-or-edit: the form over the sample customer, with a RecordId. */
function customerFrom(data: Readonly<Record<string, unknown>>, state: MockState): Record<string, unknown> {
  const base = sampleCustomers[0];
  return { ...base, ...data, RecordId: param(data, 'RecordId') || base?.RecordId || state.nextId('C') };
}

export function bookingRoutes(config: PageConfig, paths: ApiPaths): MockRoute[] {
  return [
    {
      name: 'getFacilitySummary',
      method: 'GET',
      path: paths.controller('getfacilitysummary'),
      answer: ({ data }) => {
        const facility = facilityOf(data);
        return facility ? { json: facility } : notFound();
      },
    },
    {
      name: 'getAvailableSlots',
      method: 'GET',
      path: paths.controller('getavailableslots'),
      answer: ({ data }) => {
        const facility = facilityOf(data);
        return facility ? { json: facility.GroupedTimeSlots } : notFound();
      },
    },
    {
      name: 'getParkingSpaceAvailability',
      method: 'GET',
      path: paths.controller('getparkingspaceavailability'),
      answer: ({ data }) => {
        const facility = facilityOf(data);
        return facility ? { json: parkingSpaces(facility.Uid) } : notFound();
      },
    },
    {
      name: 'getAccessDeviceAvailability',
      method: 'POST',
      path: '/booking/getaccessdeviceavailability',
      answer: ({ data }) => {
        const facility = facilityOf(data);
        // Fewer devices where there are fewer kinds of space: plausible and stable per facility.
        const kinds = facility ? parkingSpaceTypesOf([facility]).length : 1;
        return { json: { Availability: 3 + kinds * 4 } };
      },
    },
    {
      name: 'createSalesOrderDraft',
      method: 'POST',
      path: '/booking/createsalesorderdraft',
      fixedDelay: FIXED_DELAYS.createSalesOrderDraft,
      answer: ({ data }, state) => {
        const id = state.nextId('SO');
        state.salesOrders.set(id, { status: 'Draft', form: data });
        return { json: { SalesOrderId: id, Status: 'Draft' } };
      },
    },
    {
      name: 'updateSalesOrder',
      method: 'POST',
      path: paths.flowPage('updatesalesorder'),
      fixedDelay: FIXED_DELAYS.updateSalesOrder,
      answer: (request, state) => ({
        json: { SalesOrderId: salesOrderStep(state, request, 'Updated'), Status: 'Updated' },
      }),
    },
    {
      name: 'confirmSalesOrder',
      method: 'POST',
      path: paths.flowPage('confirmsalesorder'),
      fixedDelay: FIXED_DELAYS.confirmSalesOrder,
      answer: (request, state) => ({
        json: { SalesOrderId: salesOrderStep(state, request, 'Confirmed'), Status: 'Confirmed' },
      }),
    },
    {
      name: 'getPaymentOptions',
      method: 'GET',
      path: paths.flowPage('paymentoptions'),
      answer: ({ data }) => {
        const product = productForPayment(data);
        const country = facilityOf(data)?.Country ?? config.country;
        return { json: product ? paymentOptions(product, country) : [] };
      },
    },
    {
      name: 'getFlexbookingPrice',
      method: 'GET',
      path: paths.controller('getflexbookingprice'),
      answer: ({ data }) => {
        const days = bookedDays(param(data, 'startDate'), param(data, 'endDate'));
        if (days === undefined) {
          return {
            status: 400,
            json: { StatusCode: 400, ErrorMessage: 'startDate and endDate must be dates, in order.' },
          };
        }
        return { json: { Price: days * MOCK_FLEX_PRICE_PER_DAY, Currency: 'SEK', Days: days } };
      },
    },
    {
      name: 'getLoggedInCustomer',
      method: 'GET',
      path: paths.flowPage('loggedincustomer'),
      answer: () => ({ json: sampleCustomers[0] ?? null }),
    },
    {
      name: 'createOrEditCustomer',
      method: 'POST',
      path: paths.controller('createoreditcustomer'),
      answer: ({ data }, state) => ({ json: customerFrom(data, state) }),
    },
    {
      name: 'updateCustomer',
      method: 'POST',
      path: paths.flowPage('updatecustomer'),
      answer: ({ data }, state) => ({ json: customerFrom(data, state) }),
    },
    {
      name: 'getVehicles',
      method: 'GET',
      path: paths.controller('getvehicles'),
      answer: (_request, state) => ({ json: { VehicleList: state.vehicles } }),
    },
    {
      name: 'createVehicle',
      method: 'POST',
      path: paths.controller('createvehicle'),
      answer: ({ data }, state) => {
        const vehicle = {
          Id: state.nextId('V'),
          LicensePlate: param(data, 'LicensePlate'),
          Description: param(data, 'Description'),
        };
        state.vehicles.push(vehicle);
        return { json: vehicle };
      },
    },
    {
      name: 'updateVehicle',
      method: 'POST',
      path: paths.controller('updatevehicle'),
      answer: ({ data }, state) => {
        const vehicle = state.vehicles.find((item) => item.Id === param(data, 'Id'));
        if (!vehicle) return notFound('Unknown vehicle.');
        vehicle.LicensePlate = param(data, 'LicensePlate') || vehicle.LicensePlate;
        vehicle.Description = param(data, 'Description') || vehicle.Description;
        return { json: vehicle };
      },
    },
    {
      name: 'createTempLock',
      method: 'POST',
      path: '/booking/createtemplock',
      answer: (_request, state) => {
        const lockId = state.nextId('LOCK');
        state.tempLocks.add(lockId);
        return { json: { LockId: lockId, ExpiresInMinutes: LOCK_MINUTES } };
      },
    },
    {
      name: 'removeTempLock',
      method: 'POST',
      path: '/booking/removetempLock',
      answer: ({ data }, state) => ({ json: { Removed: state.tempLocks.delete(param(data, 'LockId')) } }),
    },
    {
      name: 'updateTempLock',
      method: 'POST',
      path: '/booking/updatetempLock',
      answer: ({ data }) => ({ json: { LockId: param(data, 'LockId'), ExpiresInMinutes: LOCK_MINUTES } }),
    },
    {
      name: 'registerPayment',
      method: 'POST',
      path: paths.flowPage('registerpayment'),
      fixedDelay: FIXED_DELAYS.registerPayment,
      answer: (request, state) => ({
        json: `${MOCK_PAYMENT_URL}?order=${encodeURIComponent(salesOrderStep(state, request, 'Paid'))}`,
      }),
    },
  ];
}
