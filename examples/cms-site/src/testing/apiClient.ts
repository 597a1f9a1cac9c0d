import { type ApiClient, createApiClient } from '@nordpark/api';
import { type PageConfig, parsePageConfig } from '@nordpark/core';
import { DEMO_USER_HASH } from '@nordpark/fixtures/backend';
import { MARKETS, pageConfigFor } from '../markets';
import type { RunningServer } from '../server';

/** The page config the demo's Swedish pages carry, parsed as an island would. */
export function demoConfig(): PageConfig {
  const parsed = parsePageConfig(pageConfigFor(MARKETS.se));
  if (!parsed.ok) throw new Error(`the demo's page config is invalid: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
}

export interface ClientSetup {
  /** The user-hash cookie's value: the demo customer's by default, none with `null`. */
  userHash?: string | null;
  timeoutMs?: number;
  /**
   * The language the calls ask for (X-Language): Swedish, as the demo's Swedish pages, by
   * default; `en` reads the backend's messages as its source has them.
   */
  language?: 'sv' | 'nb' | 'fi' | 'en';
}

/** The real @nordpark/api client, as a page of the server would make it, over real HTTP. */
export function clientFor(
  server: RunningServer,
  { userHash = DEMO_USER_HASH, timeoutMs = 5000, language = 'sv' }: ClientSetup = {},
): ApiClient {
  const config = { ...demoConfig(), language };
  return createApiClient(config, {
    // A fetch of its own: the client stands for a page of its own, so it is handed no answer
    // another test's client got (two clients of one page share identical reads).
    fetch: (input, init) => fetch(input, init),
    origin: server.url,
    getCookie: (name) => (name === config.authCookie && userHash !== null ? userHash : undefined),
    timeoutMs,
  });
}
