// The search's data entry as the drop-in loader imports it: the entry and the data request in
// one module, so one import (see IslandDataModule).
export { prefetch } from '@nordpark/facility-search/prefetch';
export { dataRequest } from '../loader/dataRequest';
