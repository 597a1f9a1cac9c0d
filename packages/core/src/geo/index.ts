export * from './countryBounds';
export * from './dedupeFacilitiesByUid';
export * from './defaultLocation';
export * from './haversineDistance';
export * from './latLng';
export * from './sortFacilitiesByDistance';
