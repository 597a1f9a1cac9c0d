import type { MyParkingVehicle, Termination } from '@nordpark/core';
import type { ApiResult } from '../http/result';
import type { CallOptions } from '../http/transport';
import type { CallContext } from './callContext';
import {
  type TerminationDateResponse,
  terminationDate,
  type VehiclePermitCheck,
  vehiclePermitCheck,
} from './shapes';

// The my-parking calls (spec §7, API-39..41, API-51..60), all under /my{product}…, where
// {product} is the config's myParkingProduct, URL-encoded.

export type OrderLineRef = { salesOrderId: string | number; orderLineId: string | number };

/** The termination body; the letter goes by e-mail unless the caller says otherwise (MYP-20). */
export type TerminationInput = Omit<Termination, 'orderTerminationLetterConf'> &
  Partial<Pick<Termination, 'orderTerminationLetterConf'>>;

/** The vehicle calls of the settings page. */
function vehicleCalls(ctx: CallContext) {
  const { paths } = ctx;
  const vehicleBody = ({ id, plateText, uid }: MyParkingVehicle) => ({ id, plateText, uid });

  return {
    /** API-39, API-40, MYP-07: whether the vehicle is in a permit (then it cannot be deleted). */
    checkPermitForDeleteVehicle(
      vehicle: MyParkingVehicle,
      options?: CallOptions,
    ): Promise<ApiResult<VehiclePermitCheck>> {
      return ctx.json(
        {
          method: 'POST',
          path: paths.myParking('settingspage', 'checkpermitfordeletevehicle'),
          data: vehicleBody(vehicle),
          parse: vehiclePermitCheck,
        },
        options,
      );
    },

    /** API-41, MYP-09. */
    deleteVehicle(vehicle: MyParkingVehicle, options?: CallOptions): Promise<ApiResult<unknown>> {
      return ctx.json(
        {
          method: 'POST',
          path: paths.myParking('settingspage', 'deletevehicle'),
          data: vehicleBody(vehicle),
        },
        options,
      );
    },
  };
}

/** The calls on permits, preliminary orders and invoices. */
function orderCalls(ctx: CallContext) {
  const { paths } = ctx;
  return {
    /** API-51: the payload is not shown in the spec. */
    updatePermit(body: object, options?: CallOptions): Promise<ApiResult<unknown>> {
      return ctx.json({ method: 'POST', path: paths.myParking('', 'updatepermit'), data: body }, options);
    },

    /** API-52. */
    approveSalesOrder(
      params: { orderId: string | number },
      options?: CallOptions,
    ): Promise<ApiResult<unknown>> {
      return ctx.json(
        {
          method: 'POST',
          path: paths.myParking('preliminaryorderpage', 'approvesalesorder'),
          data: { orderId: params.orderId },
        },
        options,
      );
    },

    /** API-53, MYP-12. */
    declineSalesOrder(
      params: { orderId: string | number },
      options?: CallOptions,
    ): Promise<ApiResult<unknown>> {
      return ctx.json(
        {
          method: 'POST',
          path: paths.myParking('preliminaryorderpage', 'declinesalesorder'),
          data: { orderId: params.orderId },
        },
        options,
      );
    },

    /**
     * API-54, API-55, MYP-13: the server's ErrorMessage (invoice not found) is the result's
     * `errorMessage`; the body is the rest of the answer.
     */
    checkIfDocumentExist(
      params: { documentNumber: string | number },
      options?: CallOptions,
    ): Promise<ApiResult<unknown>> {
      return ctx.json(
        {
          method: 'GET',
          path: paths.myParking('invoicespage', 'CheckIfDocumentExist'),
          data: { documentNumber: params.documentNumber },
        },
        options,
      );
    },
  };
}

/** Ending an order line: its earliest date, then the termination. */
function terminationCalls(ctx: CallContext) {
  const { paths } = ctx;
  return {
    /** API-56, API-57, MYP-15. */
    getOrderLineTerminationDate(
      line: OrderLineRef,
      options?: CallOptions,
    ): Promise<ApiResult<TerminationDateResponse>> {
      return ctx.json(
        {
          method: 'GET',
          path: paths.myParking('', 'GetOrderLineTerminationDate'),
          data: { salesOrderId: line.salesOrderId, orderLineId: line.orderLineId },
          parse: terminationDate,
        },
        options,
      );
    },

    /**
     * API-58..60, MYP-19: the ids are path values; the answer's StatusCode is the result's
     * `status` and its ErrorMessage the result's `errorMessage` (ERR-20).
     */
    terminateOrderLine(
      line: OrderLineRef,
      termination: TerminationInput,
      options?: CallOptions,
    ): Promise<ApiResult<unknown>> {
      return ctx.json(
        {
          method: 'POST',
          path: paths.myParking('', 'TerminateOrderLine', [line.salesOrderId, line.orderLineId]),
          data: {
            reason: termination.reason,
            terminationDate: termination.terminationDate,
            orderTerminationLetterConf: termination.orderTerminationLetterConf ?? {
              distributionMethod: 'EMAIL',
            },
          },
        },
        options,
      );
    },
  };
}

export function createMyParkingCalls(ctx: CallContext) {
  return { ...vehicleCalls(ctx), ...orderCalls(ctx), ...terminationCalls(ctx) };
}

export type MyParkingCalls = ReturnType<typeof createMyParkingCalls>;
