import type { ApiResult, BookingApi } from '@nordpark/api/booking';
import type { PageConfig, Translate } from '@nordpark/core';
import { failureMessage } from '../failure';
import type { BookingData } from './state';

// What the store's action modules (confirmOrder, loadStepData, spaceLock, submitStep) are
// given, and the two helpers they all use to call the server.

/** What the store's action modules share: state access, the API and the page's settings. */
export interface StoreContext {
  get(): BookingData;
  set(partial: Partial<BookingData>): void;
  api: BookingApi;
  config: PageConfig;
  t: Translate;
  fId: string;
  /** Goes to another page (the card payment); `location.assign` in the browser. */
  navigate(url: string): void;
  /** Whether the auth cookie is on the page, so a signed-in customer can be asked for. */
  hasAuthCookie(): boolean;
  today(): string;
}

/**
 * The body of a successful call, or undefined after showing the failure at the step with a
 * retry. Inputs stay as they are: nothing is cleared on failure.
 */
export async function callOrShow<T>(
  ctx: StoreContext,
  pending: Promise<ApiResult<T>>,
  retry: (() => Promise<void>) | null,
): Promise<T | undefined> {
  const result = await pending;
  if (result.ok) return result.body;
  if (!result.aborted) ctx.set({ error: { message: failureMessage(result, ctx.t), retry } });
  return undefined;
}

/** The id a server object carries under one of its usual names. */
export function idOf(body: unknown, ...names: string[]): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  for (const name of names) {
    const value = record[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}
