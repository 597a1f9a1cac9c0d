// The booking flow's data entry as the drop-in loader imports it: the entry and the data request
// in one module, so one import (see IslandDataModule).
export { prefetch } from '@nordpark/booking-flow/prefetch';
export { dataRequest } from '../loader/dataRequest';
