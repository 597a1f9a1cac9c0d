import {
  DEMO_CUSTOMER_ID,
  DEMO_USER_HASH,
  myParkingVehicle,
  type ReferenceBackend,
  vehiclesOf,
} from '@nordpark/fixtures/backend';
import type { VehicleRow } from './myParking';

export interface DemoCustomer {
  name: string;
  /** The value of the user-hash cookie the page sets, as a CMS would at sign-in. */
  userHash: string;
  vehicles: VehicleRow[];
}

/**
 * The signed-in customer of /se/my-parking, read from the backend's state on every request,
 * so a vehicle deleted through the API is gone from the page on its next load.
 */
export function demoCustomer(backend: ReferenceBackend): DemoCustomer {
  const { state } = backend;
  return {
    name: state.customers.get(DEMO_CUSTOMER_ID)?.name ?? 'Demo',
    userHash: DEMO_USER_HASH,
    vehicles: vehiclesOf(state, DEMO_CUSTOMER_ID).map((vehicle) => ({
      vehicle: myParkingVehicle(vehicle),
      description: vehicle.Description,
    })),
  };
}
