export * from './pageConfig';
