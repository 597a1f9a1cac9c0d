import { allowedPaymentUrl, checkLicencePlate } from '@nordpark/core';
import { callOrShow, idOf, type StoreContext } from './actionContext';
import { chosenDevices, selectedProduct, totalOf } from './selectors';

/**
 * The order form updatesalesorder, confirmsalesorder and registerpayment each receive as
 * their body ("the body is the form": API-21, API-22, API-34), built afresh for each call.
 */
export function orderForm(ctx: StoreContext): Record<string, unknown> {
  const state = ctx.get();
  const product = selectedProduct(state);
  const plate = checkLicencePlate(
    state.vehicle.LicensePlate,
    state.vehicle.foreign ? 'foreign' : ctx.config.country,
  );
  return {
    SalesOrderId: state.salesOrderId,
    fId: ctx.fId,
    productId: state.productId,
    ProcessType: product?.ProcessType,
    quantity: state.quantity,
    startDate: state.startDate,
    ...(product?.ProcessType === 'Flexbooking' ? { endDate: state.endDate } : {}),
    ...(product?.ProcessType === 'Pre-booking' ? { inTime: state.inTime, outTime: state.outTime } : {}),
    ...(state.spaceUid ? { spaceUid: state.spaceUid, LockId: state.lockId } : {}),
    accessDevices: chosenDevices(state).map((device) => device.Id),
    RecordId: state.customer.RecordId,
    VehicleId: state.vehicle.Id,
    LicensePlate: plate.ok ? plate.plate : state.vehicle.LicensePlate,
    ForeignPlate: state.vehicle.foreign,
    paymentOptionId: state.paymentOptionId,
    paymentMethod: state.paymentMethod,
    total: totalOf(state)?.total ?? null,
    language: ctx.config.language,
  };
}

/**
 * Draft (BOOK-01) → update (BOOK-02) → confirm (BOOK-03) → for card, register the payment
 * (BOOK-04) and go to the card-payment page only if its URL is https on an allowed origin.
 * Each stage is saved as it completes, so a retry after a failure (or a reload) goes on from
 * the stage that failed instead of creating a second order.
 */
export async function confirmOrder(ctx: StoreContext): Promise<void> {
  const retry = () => confirmOrder(ctx);
  ctx.set({ error: null });
  if (ctx.get().orderStage === 'none') {
    const draft = await callOrShow(
      ctx,
      ctx.api.createSalesOrderDraft(
        { fId: ctx.fId, productId: ctx.get().productId, language: ctx.config.language },
        { language: ctx.config.language },
      ),
      retry,
    );
    const salesOrderId = idOf(draft, 'SalesOrderId', 'salesOrderId', 'Id');
    if (draft === undefined) return;
    if (!salesOrderId) {
      ctx.set({ error: { message: ctx.t('booking.error.server'), retry } });
      return;
    }
    ctx.set({ salesOrderId, orderStage: 'draft' });
  }
  if (ctx.get().orderStage === 'draft') {
    if ((await callOrShow(ctx, ctx.api.updateSalesOrder(orderForm(ctx)), retry)) === undefined) return;
    ctx.set({ orderStage: 'updated' });
  }
  if (ctx.get().orderStage === 'updated') {
    if ((await callOrShow(ctx, ctx.api.confirmSalesOrder(orderForm(ctx)), retry)) === undefined) return;
    // The order now holds the space: the temporary lock is no longer this flow's to release.
    ctx.set({ orderStage: 'confirmed', lockId: null });
  }
  if (ctx.get().paymentMethod !== 'card') {
    ctx.set({ step: 'done', moved: true });
    return;
  }
  if (ctx.get().orderStage === 'confirmed') {
    const answer = await callOrShow(ctx, ctx.api.registerPayment(orderForm(ctx)), retry);
    if (answer === undefined) return;
    ctx.set({ orderStage: 'paid' });
    const url = allowedPaymentUrl(answer, ctx.config.paymentOrigins);
    if (!url) {
      // Not retried: the payment is registered, asking again would not change the address.
      ctx.set({
        error: {
          message: ctx.t('booking.error.paymentUrl', { order: ctx.get().salesOrderId ?? '' }),
          retry: null,
        },
      });
      return;
    }
    ctx.set({ redirectingTo: url, step: 'done', moved: true });
    ctx.navigate(url);
    return;
  }
  // Paid before (a reload after a refused address): the address is not asked for twice.
  ctx.set({
    error: {
      message: ctx.t('booking.error.paymentUrl', { order: ctx.get().salesOrderId ?? '' }),
      retry: null,
    },
  });
}
