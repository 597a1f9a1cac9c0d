export { FacilitySearch, type FacilitySearchComponentProps } from './FacilitySearch';
export type { FacilitySearchCatalogue, FacilitySearchMessageId } from './messages/ids';
export { loadFacilitySearchCatalogue } from './messages/load';
export { type FacilitySearchProps, facilitySearchPropsSchema } from './props';
export type { SearchServices } from './services/SearchServicesContext';
