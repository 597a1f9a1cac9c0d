export * from './autocompleteDelay';
export * from './filterQuery';
export * from './isSearchDateUsable';
export * from './searchLocation';
export * from './searchQuery';
