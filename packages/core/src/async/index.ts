export * from './cachedLoader';
