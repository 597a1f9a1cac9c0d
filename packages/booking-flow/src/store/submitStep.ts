import { checkLicencePlate } from '@nordpark/core';
import { callOrShow, idOf, type StoreContext } from './actionContext';

/**
 * What a step sends before the flow moves on: the customer (createoreditcustomer, or
 * updatecustomer for a known one) and a new or edited vehicle. True when the flow may go on.
 */
export async function submitStep(ctx: StoreContext, retry: () => Promise<void>): Promise<boolean> {
  const state = ctx.get();
  if (state.step === 'customer') {
    const { RecordId, ...fields } = state.customer;
    const pending =
      RecordId && state.signedIn
        ? ctx.api.updateCustomer({ RecordId, ...fields })
        : ctx.api.createOrEditCustomer({ ...(RecordId ? { RecordId } : {}), ...fields });
    const body = await callOrShow(ctx, pending, retry);
    if (body === undefined) return false;
    ctx.set({ customer: { ...ctx.get().customer, RecordId: idOf(body, 'RecordId') ?? RecordId } });
    return true;
  }
  if (state.step === 'vehicle' && state.signedIn && !state.vehicle.Id) {
    return saveVehicle(ctx, retry);
  }
  return true;
}

/**
 * A signed-in customer's new vehicle (createvehicle), or the one being edited (updatevehicle).
 * Guests have no vehicle register: their plate goes with the order.
 */
export async function saveVehicle(ctx: StoreContext, retry: () => Promise<void>): Promise<boolean> {
  const { vehicle, editingVehicleId, country } = { ...ctx.get(), country: ctx.config.country };
  const check = checkLicencePlate(vehicle.LicensePlate, vehicle.foreign ? 'foreign' : country);
  const plate = check.ok ? check.plate : vehicle.LicensePlate;
  const form = { LicensePlate: plate, Description: vehicle.Description };
  const pending = editingVehicleId
    ? ctx.api.updateVehicle({ Id: editingVehicleId, ...form })
    : ctx.api.createVehicle(form);
  const body = await callOrShow(ctx, pending, retry);
  if (body === undefined) return false;
  const Id = idOf(body, 'Id') ?? editingVehicleId;
  const saved = { Id: Id ?? '', LicensePlate: plate, Description: vehicle.Description };
  const others = (ctx.get().vehicles ?? []).filter((item) => item.Id !== saved.Id);
  ctx.set({
    vehicles: [...others, saved],
    vehicle: { ...vehicle, Id, LicensePlate: plate },
    editingVehicleId: null,
  });
  return true;
}
