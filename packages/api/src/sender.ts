import type { PageConfig } from '@nordpark/core';
import { type ClientOptions, createHttpContext, type HttpContext } from './http/context';
import { sharingReads } from './http/shared';
import { type Sender, send } from './http/transport';
import { mockModeLoader } from './mockMode';

/**
 * Mock mode's sender, loaded on first use from mockMode.ts (built in, or the optional
 * `@nordpark/api/mock` an npm page registers), so the fixtures end up in a chunk of their own
 * that a page without mock mode never downloads.
 */
function lazyMockSender(config: PageConfig, clientOptions: ClientOptions): Sender {
  let loading: Promise<Sender> | undefined;
  return async (request, kind, options) => {
    const load = mockModeLoader();
    if (!load) {
      warnNoMockMode();
      return { kind: 'network', url: request.path };
    }
    let mockSender: Sender;
    try {
      loading ??= load().then((module) =>
        // The cookie reader the page gave the client: mock mode's bearer comes from it too.
        module.createMockSender(config, { getCookie: clientOptions.getCookie }),
      );
      mockSender = await loading;
    } catch {
      // A chunk that failed to load (offline, a deploy in between) is tried again next call.
      loading = undefined;
      return { kind: 'network', url: request.path };
    }
    return mockSender(request, kind, options);
  };
}

let warned = false;

/** Said once per page: every call fails as if offline until mock mode is registered. */
function warnNoMockMode(): void {
  if (warned) return;
  warned = true;
  console.error(
    "[nordpark] the page config asks for mock mode, but it is not loaded: install @nordpark/fixtures and call registerMockMode(() => import('@nordpark/api/mock')) from @nordpark/api before the islands call. Every call fails until then.",
  );
}

/**
 * The client's HTTP context, made at its first call, not with the client: a client made while
 * an island renders on a server reads no browser global (the page's origin).
 */
function lazyContext(config: PageConfig, options: ClientOptions): () => HttpContext {
  let context: HttpContext | undefined;
  return () => {
    context ??= createHttpContext(config, options);
    return context;
  };
}

const httpSender =
  (contextOf: () => HttpContext): Sender =>
  (request, kind, callOptions) =>
    send(contextOf(), request, kind, callOptions);

/** Real HTTP, whatever the config says about mock mode. */
export function createHttpSender(config: PageConfig, options: ClientOptions = {}): Sender {
  return httpSender(lazyContext(config, options));
}

/**
 * Real HTTP, or the fixtures when the page config asks for mock mode; either way a read that
 * another client of the page has just made, or is making, is answered by that one request.
 */
export function createSender(config: PageConfig, options: ClientOptions = {}): Sender {
  const contextOf = lazyContext(config, options);
  return sharingReads(contextOf, config.mock ? lazyMockSender(config, options) : httpSender(contextOf));
}
