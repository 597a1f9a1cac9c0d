import type { ApiResult, BookingApi, CallOptions } from '@nordpark/api/booking';
import type { PageConfig, Translate } from '@nordpark/core';
import { failureText } from '../failure';
import { type Deadlined, failureKind, underDeadlines } from '../network/deadlines';
import type { NetworkTracker } from '../network/networkTracker';
import type { BookingData } from './state';

// What the store's action modules (confirmOrder, loadStepData, spaceLock, submitStep) are
// given, and the helpers they all use to call the server.

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
  /** The calls on their way (loading, slow) and the load to retry when back online. */
  network: NetworkTracker;
}

type Call<T> = (options: CallOptions) => Promise<ApiResult<T>>;

/**
 * One call under the network rules: counted while on its way, "slow" after 5 s
 * and, for a load, abandoned after 20 s.
 */
export async function tracked<T>(
  ctx: StoreContext,
  kind: 'load' | 'send',
  call: Call<T>,
): Promise<Deadlined<T>> {
  const { network } = ctx;
  const pending = network.begin(kind);
  try {
    return await underDeadlines(call, {
      clock: network.clock,
      abandon: kind === 'load',
      onSlow: pending.slow,
    });
  } finally {
    pending.end();
  }
}

/**
 * The body of a successful call, or undefined after showing the failure at the step with
 * `retry`. Inputs stay as they are: nothing is cleared on failure. A load that failed because
 * the browser is offline is tried again by itself, once, when it is back.
 */
export function shown<T>(
  ctx: StoreContext,
  result: Deadlined<T>,
  kind: 'load' | 'send',
  retry: (() => Promise<void>) | null,
): T | undefined {
  if (result !== 'timeout' && result.ok) return result.body;
  // The flow's own abort (the island went away): nothing to say.
  if (result !== 'timeout' && result.aborted) return undefined;
  const why = failureKind(result, ctx.network.clock);
  if (why === 'offline' && kind === 'load' && retry) ctx.network.retryWhenOnline(retry);
  ctx.set({ error: { message: failureText(result, why, kind, ctx.t), retry } });
  return undefined;
}

/**
 * The Retry of a failed call that does not clear the failure itself: the failure goes as the
 * call is tried again (a failed attempt shows its own), so one that works leaves no stale
 * failure beside its result.
 */
export function clearingRetry(ctx: StoreContext, call: () => Promise<void>): () => Promise<void> {
  return () => {
    ctx.set({ error: null });
    return call();
  };
}

/** A load (what a step shows): its body, or undefined after showing the failure with a retry. */
export async function loadOrShow<T>(
  ctx: StoreContext,
  call: Call<T>,
  retry: (() => Promise<void>) | null,
): Promise<T | undefined> {
  return shown(ctx, await tracked(ctx, 'load', call), 'load', retry);
}

/**
 * A submission (a customer, a lock, the order): its body, or undefined after showing the
 * failure with a retry. It is never abandoned: the server may act on it however late.
 */
export async function callOrShow<T>(
  ctx: StoreContext,
  pending: Promise<ApiResult<T>>,
  retry: (() => Promise<void>) | null,
): Promise<T | undefined> {
  return shown(ctx, await tracked(ctx, 'send', () => pending), 'send', retry);
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
