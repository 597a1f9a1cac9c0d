export { FacilitySearch, type FacilitySearchComponentProps } from './FacilitySearch';
export { facilitySearchMessages } from './i18n/messages';
export { type FacilitySearchProps, facilitySearchPropsSchema } from './props';
export type { SearchServices } from './services/SearchServicesContext';
