import { clearingRetry, loadOrShow, type StoreContext, shown, tracked } from './actionContext';
import { selectedProduct } from './selectors';

/**
 * Fetches what the current step shows. Each call that fails shows its message at the step
 * with a retry that runs this again.
 */
export async function loadStepData(ctx: StoreContext): Promise<void> {
  const state = ctx.get();
  const product = selectedProduct(state);
  const retry = clearingRetry(ctx, () => loadStepData(ctx));
  const params = { fId: ctx.fId, productId: state.productId ?? undefined };
  switch (state.step) {
    case 'dates':
      if (product?.ProcessType === 'Pre-booking' && !state.slots) {
        const slots = await loadOrShow(ctx, (o) => ctx.api.getAvailableSlots({ fId: ctx.fId }, o), retry);
        if (slots) ctx.set({ slots });
      }
      if (product?.ProcessType === 'Flexbooking') await loadFlexPrice(ctx);
      return;
    case 'space': {
      const spaces = await loadOrShow(ctx, (o) => ctx.api.getParkingSpaceAvailability(params, o), retry);
      if (spaces) ctx.set({ spaces });
      return;
    }
    case 'devices': {
      const body = await loadOrShow(ctx, (o) => ctx.api.getAccessDeviceAvailability(params, o), retry);
      if (body) ctx.set({ deviceAvailability: body.Availability });
      return;
    }
    case 'customer':
      await loadSignedInCustomer(ctx);
      return;
    case 'vehicle':
      if (state.signedIn === null) await loadSignedInCustomer(ctx);
      if (ctx.get().signedIn && !ctx.get().vehicles) {
        const list = await loadOrShow(ctx, (o) => ctx.api.getVehicles(undefined, o), retry);
        if (list) ctx.set({ vehicles: list.VehicleList });
      }
      return;
    case 'payment':
      if (product?.ProcessType === 'SeasonTicket' && !state.paymentOptions) {
        const options = await loadOrShow(ctx, (o) => ctx.api.getPaymentOptions(params, o), retry);
        if (options) ctx.set({ paymentOptions: options });
      }
      return;
    default:
      return;
  }
}

/** loggedincustomer, only with the auth cookie: without it nobody can be signed in (CFG-09). */
async function loadSignedInCustomer(ctx: StoreContext): Promise<void> {
  if (ctx.get().signedIn !== null) return;
  if (!ctx.hasAuthCookie()) {
    ctx.set({ signedIn: false });
    return;
  }
  // The data entry may have asked already (prefetch.ts): then this is its answer.
  const result = await tracked(ctx, 'load', (o) => ctx.api.getLoggedInCustomer(o));
  // A stale cookie (401) or nobody behind it is a guest, not an error to show.
  if (result === 'timeout' || (!result.ok && result.reason !== 'auth')) {
    shown(
      ctx,
      result,
      'load',
      clearingRetry(ctx, () => loadStepData(ctx)),
    );
    return;
  }
  const customer = result.ok ? result.body : null;
  if (!customer) {
    ctx.set({ signedIn: false });
    return;
  }
  const current = ctx.get().customer;
  // What the visitor typed wins over the account's values; empty fields take the account's.
  const pick = (typed: string, known: string | undefined) => (typed !== '' ? typed : (known ?? ''));
  ctx.set({
    signedIn: true,
    customer: {
      RecordId: customer.RecordId,
      FirstName: pick(current.FirstName, customer.FirstName ?? customer.name.split(' ')[0]),
      LastName: pick(current.LastName, customer.LastName ?? customer.name.split(' ').slice(1).join(' ')),
      Email: pick(current.Email, customer.Email),
      Phone: pick(current.Phone, customer.Phone),
    },
  });
}

/** getflexbookingprice for the chosen days, once both are chosen and in order. */
export async function loadFlexPrice(ctx: StoreContext): Promise<void> {
  const { startDate, endDate } = ctx.get();
  if (!startDate || !endDate || endDate < startDate) {
    ctx.set({ flexPrice: null });
    return;
  }
  const price = await loadOrShow(
    ctx,
    (o) => ctx.api.getFlexbookingPrice({ startDate, endDate }, o),
    clearingRetry(ctx, () => loadFlexPrice(ctx)),
  );
  // Only if the dates are still the ones asked about: a slower, older answer is dropped.
  const now = ctx.get();
  if (price && now.startDate === startDate && now.endDate === endDate) ctx.set({ flexPrice: price });
}
