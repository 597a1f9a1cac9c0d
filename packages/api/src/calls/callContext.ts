import type { PageConfig } from '@nordpark/core';
import type { ClientOptions } from '../http/context';
import { htmlResultOf } from '../http/requestHtml';
import { type JsonRequest, jsonResultOf } from '../http/requestJson';
import type { ApiResult } from '../http/result';
import type { CallOptions, HttpRequest, Sender } from '../http/transport';
import { type ApiPaths, createPaths } from '../paths';
import { createSender } from '../sender';

/** What a call module needs: the config, the filled-in paths and the two helpers. */
export interface CallContext {
  config: PageConfig;
  paths: ApiPaths;
  json<T>(request: JsonRequest<T>, options?: CallOptions): Promise<ApiResult<T>>;
  html(request: HttpRequest, options?: CallOptions): Promise<ApiResult<string>>;
}

/**
 * The helpers over a sender: real HTTP, or mock mode's fixtures. Both end in the same result
 * mapping, so mock answers go through the envelope and shape checks exactly as real ones do.
 */
export function createCallContext(config: PageConfig, sender: Sender): CallContext {
  return {
    config,
    paths: createPaths(config),
    json: async (request, options) => jsonResultOf(await sender(request, 'json', options), request),
    html: async (request, options) => htmlResultOf(await sender(request, 'html', options)),
  };
}

/** The context of a client built from its page config: real HTTP, or mock mode's fixtures. */
export function callContextFor(config: PageConfig, options: ClientOptions = {}): CallContext {
  return createCallContext(config, createSender(config, options));
}
