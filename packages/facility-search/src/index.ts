export { FacilitySearch, type FacilitySearchComponentProps } from './FacilitySearch';
export { type FacilitySearchProps, facilitySearchPropsSchema } from './props';
