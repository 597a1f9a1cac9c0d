// The steps after the first, in one chunk: the page loads the product step with the island
// and these once the facility is shown (CurrentStep prefetches them), not before.
export { AccessDevicesStep } from './AccessDevicesStep';
export { CustomerStep } from './CustomerStep';
export { DoneStep } from './DoneStep';
export { PaymentStep } from './PaymentStep';
export { SpaceStep } from './SpaceStep';
export { SummaryStep } from './SummaryStep';
export { VehicleStep } from './VehicleStep';
