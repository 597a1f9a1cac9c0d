export * from './currencyForCountry';
export * from './formatDistance';
export * from './formatLongDate';
export * from './formatPrice';
export * from './heightInMetres';
export * from './isDesktopWidth';
export * from './truncateText';
