import { importRetriesFailed } from '@nordpark/core';
import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { IslandLoadError } from '../errors';
import {
  byId,
  type Greeting,
  greetingIsland,
  type Lifecycle,
  lifecycle,
  moduleOf,
  setUpPage,
  state,
  suspendingIsland,
} from '../testing/islands';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';
import { RETRY_DELAYS_MS, retryAfter } from './retry';

describe('retryAfter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says to try again twice, each after its short wait, then no more', async () => {
    const answers: boolean[] = [];
    void retryAfter(0, {}).then((again) => answers.push(again));
    await vi.advanceTimersByTimeAsync((RETRY_DELAYS_MS[0] ?? 0) - 1);
    expect(answers).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(answers).toEqual([true]);
    void retryAfter(1, {}).then((again) => answers.push(again));
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] ?? 0);
    expect(answers).toEqual([true, true]);
    expect(await retryAfter(2, {})).toBe(false);
    // Short: the waits together are a small part of the 20 s a load is given.
    expect(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(2000);
  });

  it("takes the mount's own waits", async () => {
    const first = retryAfter(0, { retryDelays: [0] });
    await vi.advanceTimersByTimeAsync(0);
    expect(await first).toBe(true);
    expect(await retryAfter(1, { retryDelays: [0] })).toBe(false);
  });
});

describe('the error of a load that failed after every try', () => {
  const element = document.createElement('div');

  it("names how many times it was tried, and the request as the browser's error does", () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example/chunks/a-1.js',
    );
    expect(new IslandLoadError('date-field', element, chromium, 3).message).toContain(
      'its code could not be loaded (tried 3 times: TypeError: Failed to fetch dynamically imported module: https://cdn.example/chunks/a-1.js)',
    );
    const css = new Error('stylesheet https://cdn.example/islands/date-field.css failed');
    expect(new IslandLoadError('date-field', element, css, 3).message).toContain(
      'its stylesheet could not be loaded (tried 3 times: Error: stylesheet https://cdn.example/islands/date-field.css failed)',
    );
  });
});

describe('a load that fails', () => {
  const quick = { retryDelays: [0, 0] };
  let seen: Lifecycle;
  let consoleError: MockInstance<Console['error']>;

  beforeEach(() => {
    seen = lifecycle();
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    unmount(document);
    registerIsland('date-field', moduleOf(greetingIsland('date-field')));
    registerIsland('booking-flow', moduleOf(greetingIsland('booking-flow')));
    vi.restoreAllMocks();
  });

  /** An island module whose import fails `failures` times, then works. */
  function flakyModule(failures: number) {
    const good = moduleOf(greetingIsland('date-field', seen));
    return vi.fn(() => {
      if (failures <= 0) return good();
      failures -= 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    });
  }

  it.each([1, 2])('mounts when its code fails %i time(s)', async (failures) => {
    const load = flakyModule(failures);
    registerIsland('date-field', load);
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    await mount(document, quick);
    expect(state('d')).toBe('mounted');
    expect(load).toHaveBeenCalledTimes(failures + 1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows the error box after three tries; Try again mounts it, and only it', async () => {
    const load = flakyModule(3);
    registerIsland('date-field', load);
    const witness = lifecycle();
    registerIsland('booking-flow', moduleOf(greetingIsland('booking-flow', witness)));
    setUpPage(
      '<div id="d" data-nordpark="date-field" lang="sv"><p>server fallback</p></div><div id="w" data-nordpark="booking-flow"></div>',
    );
    const onError = vi.fn();
    await mount(document, { ...quick, onError });
    expect(state('d')).toBe('error');
    expect(state('w')).toBe('mounted');
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(IslandLoadError);
    expect(byId('d').querySelector('[role="alert"]')?.textContent).toContain(
      'Den här delen av sidan kunde inte laddas. Kontrollera anslutningen och försök igen.',
    );
    const witnessRenders = witness.renders;
    const button = byId('d').querySelector('button');
    expect(button?.textContent).toBe('Försök igen');
    button?.focus();
    button?.click();
    await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    expect(load).toHaveBeenCalledTimes(4);
    expect(byId('d').textContent).toBe('hello se');
    // The other island was neither rendered again nor remounted.
    expect(witness.renders).toBe(witnessRenders);
    expect(witness.unmounts).toBe(0);
  });

  it('a Try again that fails again shows the box again, its button keeping the focus', async () => {
    registerIsland('date-field', flakyModule(6));
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    await mount(document, quick);
    const first = byId('d').querySelector('button');
    first?.focus();
    first?.click();
    await vi.waitFor(() => expect(byId('d').querySelector('button')).not.toBe(first), patiently);
    await vi.waitFor(() => expect(state('d')).toBe('error'), patiently);
    const second = byId('d').querySelector('button');
    expect(second).not.toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('texts that did not arrive, retries included, are a load failure with Try again', async () => {
    let texts: Promise<string> = Promise.reject(
      importRetriesFailed('https://cdn.example/chunks/sv-1.js', 3, new TypeError('x')),
    );
    // Read by the island as it renders, not here.
    texts.catch(() => undefined);
    registerIsland<Greeting>('date-field', () =>
      Promise.resolve({ default: suspendingIsland('date-field', texts) }),
    );
    setUpPage('<div id="d" data-nordpark="date-field"><p>server fallback</p></div>');
    const onError = vi.fn();
    await mount(document, { ...quick, onError });
    expect(state('d')).toBe('error');
    const error = onError.mock.calls[0]?.[0] as Error;
    expect(error).toBeInstanceOf(IslandLoadError);
    expect(error.message).toContain('https://cdn.example/chunks/sv-1.js failed 3 times');
    await vi.waitFor(() => expect(byId('d').querySelector('button')).not.toBeNull(), patiently);
    // The island's React view is gone: only the box is left.
    expect(byId('d').children).toHaveLength(1);
    texts = Promise.resolve('hej');
    byId('d').querySelector('button')?.click();
    await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    expect(byId('d').textContent).toBe('hej');
  });
});
