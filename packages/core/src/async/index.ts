export * from './cachedLoader';
export * from './createLock';
