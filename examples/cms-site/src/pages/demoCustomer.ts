import {
  DEMO_CASES,
  DEMO_CUSTOMER_ID,
  DEMO_USER_HASH,
  myParkingVehicle,
  type ReferenceBackend,
  vehiclesOf,
} from '@nordpark/fixtures/backend';
import type { ContractRow, MyParkingView, OrderRow, PersonRow, VehicleRow } from './myParking';
import { DEMO_CONTRACTS, DEMO_INVOICES } from './myParking';

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

/**
 * Everything /se/my-parking shows, as the backend has it now: the customer's vehicles, the
 * landlord's admins and customers, the preliminary orders, invoices and contracts. Every
 * confirm dialog on the page changes what the next load shows.
 */
export function myParkingView(backend: ReferenceBackend): MyParkingView {
  const { state } = backend;
  const customer = demoCustomer(backend);
  const people = [...state.customers.values()];
  const person = ({ RecordId, name, Email }: (typeof people)[number]): PersonRow => ({
    recordId: RecordId,
    name,
    email: Email,
    signedIn: RecordId === DEMO_CUSTOMER_ID,
  });
  const orders: OrderRow[] = [...state.preliminaryOrders.values()]
    .filter((order) => order.RecordId === DEMO_CUSTOMER_ID)
    .map((order) => ({ orderId: order.OrderId, status: order.Status }));
  const contracts: ContractRow[] = DEMO_CONTRACTS.map((contract) => ({
    ...contract,
    endsOn: state.terminations.get(contract.orderLineId)?.TerminationDate ?? null,
  }));
  return {
    customerName: customer.name,
    vehicles: customer.vehicles,
    permitPlate: DEMO_CASES.plateInPermit,
    admins: people.filter((known) => known.IsAdmin).map(person),
    customers: people.map(person),
    orders,
    invoices: DEMO_INVOICES,
    contracts,
    signedInIsAdmin: state.customers.get(DEMO_CUSTOMER_ID)?.IsAdmin ?? false,
  };
}
