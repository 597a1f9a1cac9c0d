import { sampleCustomers, sampleMyParkingVehicles, sampleVehicles } from '@nordpark/fixtures';
import type { VehicleRow } from './myParking';

export interface DemoCustomer {
  name: string;
  /** The value of the user-hash cookie the page sets, as a CMS would at sign-in. */
  userHash: string;
  vehicles: VehicleRow[];
}

/** How many of the sample vehicles the customer owns: enough rows to try several dialogs. */
const VEHICLE_COUNT = 3;

/** The signed-in customer of /se/my-parking, from the fixtures so the API knows the same vehicles. */
export function demoCustomer(): DemoCustomer {
  const customer = sampleCustomers[0];
  return {
    name: customer?.name ?? 'Demo',
    userHash: `demo-${customer?.RecordId ?? 'customer'}`,
    vehicles: sampleMyParkingVehicles.slice(0, VEHICLE_COUNT).map((vehicle) => ({
      vehicle,
      description:
        sampleVehicles.find((sample) => sample.LicensePlate === vehicle.plateText)?.Description ?? '',
    })),
  };
}
