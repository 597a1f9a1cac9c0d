import type { PageConfig } from '@nordpark/core';
import type { ClientOptions } from './http/context';
import type { Sender } from './http/transport';

/** What `@nordpark/api/mock` gives mock mode: the in-memory backend's sender. */
export interface MockModeModule {
  createMockSender(config: PageConfig, options?: { getCookie?: ClientOptions['getCookie'] }): Sender;
}

declare const __NORDPARK_BUILT_IN_MOCK__: boolean | undefined;

/**
 * Where mock mode comes from. The npm build defines `__NORDPARK_BUILT_IN_MOCK__` as false
 * (tsup.config.ts), so @nordpark/api's dist holds no import of the fixtures: mock mode is the
 * optional `@nordpark/api/mock` (with @nordpark/fixtures, an optional peer), which a page turns
 * on with `registerMockMode`. Everywhere else (the drop-in bundle, the demo, Storybook, the
 * tests) it is built in, a chunk a page without mock mode never downloads.
 */
let loader: (() => Promise<MockModeModule>) | undefined =
  typeof __NORDPARK_BUILT_IN_MOCK__ === 'boolean' && !__NORDPARK_BUILT_IN_MOCK__
    ? undefined
    : () => import('./mock/mockSender');

/**
 * Makes mock mode available to every client of the page (`"mock": true` in the page config):
 * `registerMockMode(() => import('@nordpark/api/mock'))`. Lazy, so the fixtures download only
 * when a page config asks for mock mode.
 */
export function registerMockMode(load: () => Promise<MockModeModule>): void {
  loader = load;
}

/** The registered mock mode; undefined when none is (an npm build without the call). */
export function mockModeLoader(): (() => Promise<MockModeModule>) | undefined {
  return loader;
}
