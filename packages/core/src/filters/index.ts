export * from './defaultFilterSelection';
export * from './facilityMatchesFilters';
export * from './filterFacilities';
export * from './parkingSpaceTypesOf';
export * from './shortTermOnlyFilters';
export * from './tallVehicleHeight';
export * from './toggleFilter';
