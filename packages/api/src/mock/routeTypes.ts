import type { ApiClient } from '../client';
import type { HttpMethod } from '../http/transport';
import type { MockState } from './state';

/** A call as mock mode sees it: no URL, no JSON; the parameters or body as the caller gave them. */
export interface MockRequest {
  method: HttpMethod;
  path: string;
  data: Readonly<Record<string, unknown>>;
}

export type MockAnswer = { status?: number; json: unknown } | { status?: number; html: string };

export interface MockRoute {
  /** The client function (or places call) this route answers, for docs and tests. */
  name: keyof ApiClient | 'placesSuggest' | 'placesDetails';
  method: HttpMethod;
  path: string;
  /** The path is followed by path values (`/TerminateOrderLine/{id}/{line}`). */
  withPathValues?: boolean;
  /** A fixed delay in ms (API-38); without one the delay is random. */
  fixedDelay?: number;
  answer(request: MockRequest, state: MockState): MockAnswer;
}

/** A parameter as text, whatever type the caller passed it as. */
export function param(data: Readonly<Record<string, unknown>>, key: string): string {
  const value = data[key];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : '';
}

export function numberParam(data: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const text = param(data, key);
  const value = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? value : undefined;
}

export const notFound = (message = 'Not found.'): MockAnswer => ({
  status: 404,
  json: { StatusCode: 404, ErrorMessage: message },
});
