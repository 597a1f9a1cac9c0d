import { ImportRetriesFailed } from '@nordpark/core';
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
import { RETRY_DELAYS_MS, requestOf, retriesFailed, withRetries } from './retry';

describe('withRetries', () => {
  const noWait = { request: 'x', wait: vi.fn(async () => undefined) };

  it('tries once when the first try works, and never waits', async () => {
    const attempt = vi.fn(async () => 'ok');
    const wait = vi.fn(async () => undefined);
    expect(await withRetries(attempt, { request: 'x', wait })).toBe('ok');
    expect(attempt).toHaveBeenCalledOnce();
    expect(wait).not.toHaveBeenCalled();
  });

  it('tries twice more, after each of its delays, then gives up naming the request and the tries', async () => {
    const waits: number[] = [];
    const attempt = vi.fn(async (_tries: number) => {
      throw new TypeError('Failed to fetch');
    });
    const failed = withRetries(attempt, {
      request: 'chunks/a.js',
      wait: async (ms) => {
        waits.push(ms);
      },
    });
    await expect(failed).rejects.toThrow(
      retriesFailed('chunks/a.js', 3, new TypeError('Failed to fetch')),
    );
    await expect(failed).rejects.toMatchObject({ request: 'chunks/a.js', attempts: 3 });
    expect(attempt.mock.calls.map(([tries]) => tries)).toEqual([1, 2, 3]);
    expect(waits).toEqual([...RETRY_DELAYS_MS]);
    // Short: the waits together are a small part of the 20 s a load is given.
    expect(RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0)).toBeLessThan(2000);
  });

  it.each([1, 2])('resolves when the try after %i failure(s) works', async (failures) => {
    let tries = 0;
    const result = await withRetries(async () => {
      tries += 1;
      if (tries <= failures) throw new Error('503');
      return tries;
    }, noWait);
    expect(result).toBe(failures + 1);
  });

  it('stops trying once told a further try is pointless', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('offline');
    });
    await expect(withRetries(attempt, { ...noWait, stop: () => true })).rejects.toMatchObject({
      attempts: 1,
    });
    expect(attempt).toHaveBeenCalledOnce();
  });

  it('names the URL an import error gives, else what it loads', () => {
    const chromium = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example/chunks/a-1.js',
    );
    expect(requestOf(chromium, 'the code')).toBe('https://cdn.example/chunks/a-1.js');
    expect(requestOf(new TypeError('Importing a module script failed.'), 'the code')).toBe('the code');
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
      new ImportRetriesFailed('https://cdn.example/chunks/sv-1.js', 3, new TypeError('x')),
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
