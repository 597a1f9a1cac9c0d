export * from './countInBounds';
export * from './defaultMapView';
export * from './mapSettings';
export * from './markerIcon';
export * from './offerAreaSearch';
export * from './shouldReloadMap';
