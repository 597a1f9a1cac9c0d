// @nordpark/core: domain types, pure business rules, i18n and formatting.
// No React, no DOM, no fetch: everything here runs in Node and the browser alike.

export * from './async';
export * from './availability';
export * from './booking';
export * from './config';
export * from './dateField';
export * from './dates';
export * from './dates/addDays';
export * from './facilityList';
export * from './filters';
export * from './format';
export * from './geo';
export * from './i18n';
export * from './islands/islandNames';
export * from './map';
export * from './myParking';
export * from './promotions';
export * from './search';
export * from './types';
