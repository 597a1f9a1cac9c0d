export * from './currencyForCountry';
export * from './formatDistance';
export * from './formatPrice';
export * from './heightInMetres';
export * from './isDesktopWidth';
export * from './truncateText';
