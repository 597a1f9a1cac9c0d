export { FacilitySearch, type FacilitySearchComponentProps } from './FacilitySearch';
export { type FacilitySearchProps, facilitySearchPropsSchema } from './props';
export { facilitySearchMessages } from './i18n/messages';
export type { SearchServices } from './services/SearchServicesContext';
