import type { PageConfig } from '@nordpark/core';

export type MockSettings = Exclude<PageConfig['mock'], false>;

/**
 * API-38: the calls that answer after a fixed delay. The sales-order steps are the slow part
 * of a real booking (the order system is behind them), payment the slowest.
 */
export const FIXED_DELAYS = {
  createSalesOrderDraft: 2000,
  updateSalesOrder: 2000,
  confirmSalesOrder: 3000,
  registerPayment: 3000,
} as const;

/** The fixed delay of the call a backend route answers, if it has one. */
export function fixedDelayOf(routeName: string | undefined): number | undefined {
  const delays: Readonly<Record<string, number>> = FIXED_DELAYS;
  return routeName !== undefined && Object.hasOwn(delays, routeName) ? delays[routeName] : undefined;
}

/**
 * The delay before a mock answer (API-37, API-38): the config's `delay` when set (0 in tests),
 * else the call's fixed delay, else a random one up to `maxDelay` (about 5 s by default).
 */
export function mockDelay(
  settings: MockSettings,
  fixedDelay: number | undefined,
  random: () => number,
): number {
  if (settings.delay !== undefined) return settings.delay;
  if (fixedDelay !== undefined) return fixedDelay;
  return Math.round(random() * settings.maxDelay);
}

/** Waits `ms`; resolves false as soon as `signal` aborts, so a cancelled call ends at once. */
export function wait(ms: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  if (ms <= 0) return Promise.resolve(true);
  return new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
