import type {
  AvailabilityResponse,
  Customer,
  Facility,
  GroupedTimeSlots,
  ParkingSpaceAvailabilityItem,
  PaymentOption,
  VehicleList,
} from '@nordpark/core';
import type { ApiResult } from '../http/result';
import type { CallOptions } from '../http/transport';
import type { CallContext } from './callContext';
import {
  availabilityResponse,
  type FlexbookingPrice,
  flexbookingPrice,
  loggedInCustomer,
  parkingSpaceList,
  paymentOptionList,
  paymentUrl,
  vehicleList,
} from './shapes';

// The booking flow's calls (spec §7 "Booking flow", API-16..35). Where the spec says "the body
// is the form", the caller's form object is sent as the JSON body unchanged; where it shows no
// payload or response, the type is `object` in and `unknown` out, and the caller narrows.

export type FacilityParams = {
  fId: string;
  lang?: string;
  availabilityFrom?: string;
  [extra: string]: string | number | boolean | undefined;
};

export type FlexbookingPriceParams = {
  startDate: string;
  endDate: string;
  [extra: string]: string | number | boolean | undefined;
};

/** GET and POST on the call context: JSON in the query string or the body (spec §7). */
function verbs(ctx: CallContext) {
  return {
    get: <T>(path: string, params: object | undefined, options?: CallOptions) =>
      ctx.json<T>({ method: 'GET', path, data: params }, options),
    post: <T = unknown>(path: string, body: object | undefined, options?: CallOptions) =>
      ctx.json<T>({ method: 'POST', path, data: body }, options),
  };
}

/** The facility, its slots, spaces, devices, payment options and flex price. */
function facilityCalls(ctx: CallContext) {
  const { paths } = ctx;
  const { get } = verbs(ctx);
  return {
    /** API-16: the facility with its products. */
    getFacilitySummary(params: FacilityParams, options?: CallOptions): Promise<ApiResult<Facility>> {
      return get(
        paths.controller('getfacilitysummary'),
        { ...params, lang: params.lang ?? ctx.config.language },
        options,
      );
    },

    /** API-17: the facility's in and out time slots. */
    getAvailableSlots(params: FacilityParams, options?: CallOptions): Promise<ApiResult<GroupedTimeSlots>> {
      return get(paths.controller('getavailableslots'), params, options);
    },

    /** API-18, BOOK-18. */
    getParkingSpaceAvailability(
      params: FacilityParams,
      options?: CallOptions,
    ): Promise<ApiResult<ParkingSpaceAvailabilityItem[]>> {
      return ctx.json(
        {
          method: 'GET',
          path: paths.controller('getparkingspaceavailability'),
          data: params,
          parse: parkingSpaceList,
        },
        options,
      );
    },

    /** API-19, BOOK-16. */
    getAccessDeviceAvailability(
      body: object,
      options?: CallOptions,
    ): Promise<ApiResult<AvailabilityResponse>> {
      return ctx.json(
        {
          method: 'POST',
          path: '/booking/getaccessdeviceavailability',
          data: body,
          parse: availabilityResponse,
        },
        options,
      );
    },

    /** API-23, BOOK-14. */
    getPaymentOptions(params?: object, options?: CallOptions): Promise<ApiResult<PaymentOption[]>> {
      return ctx.json(
        { method: 'GET', path: paths.flowPage('paymentoptions'), data: params, parse: paymentOptionList },
        options,
      );
    },

    /** API-24. */
    getFlexbookingPrice(
      params: FlexbookingPriceParams,
      options?: CallOptions,
    ): Promise<ApiResult<FlexbookingPrice>> {
      return ctx.json(
        {
          method: 'GET',
          path: paths.controller('getflexbookingprice'),
          data: params,
          parse: flexbookingPrice,
        },
        options,
      );
    },
  };
}

/** The sales order, its temporary space lock and its payment. */
function orderCalls(ctx: CallContext) {
  const { paths } = ctx;
  const { post } = verbs(ctx);
  return {
    /** API-20, BOOK-01: the optional language is the per-call `options.language` (header). */
    createSalesOrderDraft(draft: object, options?: CallOptions) {
      return post('/booking/createsalesorderdraft', draft, options);
    },

    /** API-21, BOOK-02. */
    updateSalesOrder(form: object, options?: CallOptions) {
      return post(paths.flowPage('updatesalesorder'), form, options);
    },

    /** API-22, BOOK-03. */
    confirmSalesOrder(form: object, options?: CallOptions) {
      return post(paths.flowPage('confirmsalesorder'), form, options);
    },

    /** API-31, BOOK-05. */
    createTempLock(body: object, options?: CallOptions) {
      return post('/booking/createtemplock', body, options);
    },

    /**
     * API-32, BOOK-07. On page unload pass `{ keepalive: true }` so the lock is released even
     * though the page is going away.
     */
    removeTempLock(body: object, options?: CallOptions) {
      return post('/booking/removetempLock', body, options);
    },

    /** API-33, BOOK-06. */
    updateTempLock(body: object, options?: CallOptions) {
      return post('/booking/updatetempLock', body, options);
    },

    /** API-34, API-35, BOOK-04: the card-payment page URL. */
    registerPayment(form: object, options?: CallOptions): Promise<ApiResult<string>> {
      return ctx.json(
        {
          method: 'POST',
          path: paths.flowPage('registerpayment'),
          data: form,
          parse: paymentUrl,
          plainTextAllowed: true,
        },
        options,
      );
    },
  };
}

/** The signed-in customer and their vehicles. */
function customerCalls(ctx: CallContext) {
  const { paths } = ctx;
  const { post } = verbs(ctx);
  return {
    /** API-25: null body when nobody is logged in. */
    getLoggedInCustomer(options?: CallOptions): Promise<ApiResult<Customer | null>> {
      return ctx.json(
        {
          method: 'GET',
          path: paths.flowPage('loggedincustomer'),
          parse: loggedInCustomer,
          // The booking flow's data entry asks for the customer at once, the flow only at its
          // customer step, which may come minutes later: the answer waits for the whole visit.
          sharedFor: 30 * 60_000,
        },
        options,
      );
    },

    /** API-26. */
    createOrEditCustomer(form: object, options?: CallOptions) {
      return post(paths.controller('createoreditcustomer'), form, options);
    },

    /** API-27. */
    updateCustomer(form: object, options?: CallOptions) {
      return post(paths.flowPage('updatecustomer'), form, options);
    },

    /** API-28, BOOK-17. */
    getVehicles(params?: object, options?: CallOptions): Promise<ApiResult<VehicleList>> {
      return ctx.json(
        { method: 'GET', path: paths.controller('getvehicles'), data: params, parse: vehicleList },
        options,
      );
    },

    /** API-29: under the booking controller, beside getvehicles. */
    createVehicle(form: object, options?: CallOptions) {
      return post(paths.controller('createvehicle'), form, options);
    },

    /** API-30. */
    updateVehicle(form: object, options?: CallOptions) {
      return post(paths.controller('updatevehicle'), form, options);
    },
  };
}

/** Every call of the booking flow, grouped by what it is about. */
export function createBookingCalls(ctx: CallContext) {
  return { ...facilityCalls(ctx), ...orderCalls(ctx), ...customerCalls(ctx) };
}

export type BookingCalls = ReturnType<typeof createBookingCalls>;
