export type * from './booking';
export type * from './dateField';
export * from './facility';
export * from './filters';
