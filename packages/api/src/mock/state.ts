import type { Vehicle } from '@nordpark/core';
import { sampleVehicles } from '@nordpark/fixtures';

/** What mock mode remembers between calls, per client: enough for a booking to go through. */
export interface MockState {
  vehicles: Vehicle[];
  salesOrders: Map<string, { status: 'Draft' | 'Updated' | 'Confirmed' | 'Paid'; form: unknown }>;
  tempLocks: Set<string>;
  nextId(prefix: string): string;
}

export function createMockState(): MockState {
  let serial = 1000;
  return {
    vehicles: sampleVehicles.slice(0, 3).map((vehicle) => ({ ...vehicle })),
    salesOrders: new Map(),
    tempLocks: new Set(),
    nextId: (prefix) => {
      serial += 1;
      return `${prefix}-${serial}`;
    },
  };
}
