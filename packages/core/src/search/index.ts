export * from './filterQuery';
export * from './isSearchDateUsable';
export * from './searchQuery';
export * from './searchLocation';
