import type { PageConfig, Vehicle } from '@nordpark/core';
import { useEffect, useState } from 'react';

/** Whether the page has the signed-in customer's cookie (spec §6): without it nobody is signed in. */
function signedIn(config: PageConfig): boolean {
  if (typeof document === 'undefined') return false;
  const prefix = `${config.authCookie}=`;
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(prefix) && part.trim().length > prefix.length);
}

/**
 * The signed-in customer's vehicles (`getvehicles`): the booking calls come in their own chunk,
 * only for a page with the auth cookie, only when this dialog opens. A failure is no list.
 */
async function customerVehicles(config: PageConfig): Promise<Vehicle[]> {
  const { createBookingApi } = await import('@nordpark/api/booking');
  const result = await createBookingApi(config).getVehicles();
  return result.ok ? result.body.VehicleList : [];
}

/** A vehicle's name for the profile: its plate, with its description when it has one (≤ 40 characters). */
export const vehicleName = (vehicle: Vehicle): string =>
  [vehicle.LicensePlate, vehicle.Description].filter(Boolean).join(' · ').slice(0, 40);

/**
 * The vehicles "My vehicle" offers as the profile's name: `load`'s (tests and stories), else
 * the signed-in customer's, else none.
 */
export function useCustomerVehicles(config: PageConfig, load?: () => Promise<Vehicle[]>): Vehicle[] {
  const [vehicles, setVehicles] = useState<Vehicle[]>([]);
  useEffect(() => {
    const from = load ?? (signedIn(config) ? () => customerVehicles(config) : null);
    if (!from) return;
    let current = true;
    void from().then(
      (list) => current && setVehicles(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [config, load]);
  return vehicles;
}
