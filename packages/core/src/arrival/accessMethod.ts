import type { Product } from '../types/facility';

/** How a driver gets in with a product ("how to get in"). */
export type AccessMethod =
  /** The access devices the product comes with (a tag, a remote, a charge card). */
  | { kind: 'devices'; devices: string[] }
  /** No device: a short stay is booked on the car's registration number, which the barrier reads. */
  | { kind: 'plate' };

/**
 * The way in of one product: its access devices when it has any, number-plate recognition for
 * a short-term product without one (its booking records the plate), unknown (null) otherwise.
 */
export function accessMethod(product: Pick<Product, 'AccessDevices' | 'ProcessType'>): AccessMethod | null {
  const devices = [...new Set((product.AccessDevices ?? []).map((device) => device.Text).filter(Boolean))];
  if (devices.length > 0) return { kind: 'devices', devices };
  return product.ProcessType === 'SeasonTicket' ? null : { kind: 'plate' };
}

/** The ways in a facility's products offer together: every device named once, and whether any reads the plate. */
export function facilityAccess(
  products: readonly Pick<Product, 'AccessDevices' | 'ProcessType'>[] | undefined,
): {
  devices: string[];
  plate: boolean;
} {
  const methods = (products ?? []).map(accessMethod);
  return {
    devices: [...new Set(methods.flatMap((method) => (method?.kind === 'devices' ? method.devices : [])))],
    plate: methods.some((method) => method?.kind === 'plate'),
  };
}
