// @nordpark/core: domain types, pure business rules, i18n and formatting.
// No React, no DOM, no fetch: everything here runs in Node and the browser alike.
export * from './config';
export * from './islands/islandNames';
export * from './types';
