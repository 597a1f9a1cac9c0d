import { ISLAND_NAMES } from '@nordpark/core';
import { patiently } from '@nordpark/ui/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IslandRegistration } from './loader/registry';
import { byId, greetingIsland, moduleOf, setUpPage, state } from './testing/islands';

// nordpark.js runs once per page, so these tests share one import of it, in order.
let registrations: [string, IslandRegistration | undefined][] = [];

beforeAll(async () => {
  // The first import of the runtime chunk is transformed on the fly; keep it out of waitFor.
  await import('./runtime/index');
  setUpPage('<div id="early" data-nordpark="date-field"></div>');
  // The script may run while the page is still being parsed.
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
  await import('./browser');
  const registry = await import('./loader/registry');
  registrations = ISLAND_NAMES.map((name) => [name, registry.registrations.get(name)]);
  // The real island modules are other packages' business; the wiring is tested with a fake.
  registry.registerIsland('date-field', moduleOf(greetingIsland('date-field')));
});

afterAll(() => {
  Reflect.deleteProperty(document, 'readyState');
  window.nordpark?.unmount(document);
  Reflect.deleteProperty(window, 'nordpark');
});

describe('nordpark.js', () => {
  it('registers the four islands, each with its stylesheet next to the bundle', () => {
    // The facility search's bar and the booking flow's dates step hold a date field, so their
    // pages also need the date field's styles (a booking calendar without them is unstyled).
    const needs: Record<string, string[]> = {
      'facility-search': ['facility-search', 'date-field'],
      'booking-flow': ['booking-flow', 'date-field'],
    };
    expect(registrations.map(([name, registration]) => [name, registration?.css])).toEqual(
      ISLAND_NAMES.map((name) => [
        name,
        (needs[name] ?? [name]).map((css) => expect.stringMatching(new RegExp(`/islands/${css}\\.css$`))),
      ]),
    );
  });

  it("gives the islands whose manifest names a data entry that entry, with the loader's data request", async () => {
    const withData = registrations.filter(([, registration]) => registration?.prefetch);
    expect(withData.map(([name]) => name)).toEqual(['facility-search', 'booking-flow']);
    for (const [, registration] of withData) {
      const entry = await registration?.prefetch?.();
      expect(typeof entry?.prefetch).toBe('function');
      expect(typeof entry?.dataRequest).toBe('function');
    }
  });

  it('mounts the page on DOMContentLoaded; ready resolves once its islands have settled', async () => {
    expect(state('early')).toBeNull();
    let ready = false;
    void window.nordpark?.ready.then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await window.nordpark?.ready;
    expect(state('early')).toBe('mounted');
  });

  it('exposes window.nordpark.mount, .unmount and .version', async () => {
    expect(window.nordpark?.version).toBe('0.0.0-dev');
    window.nordpark?.unmount(byId('early'));
    expect(state('early')).toBeNull();
    await window.nordpark?.mount(byId('early'));
    expect(state('early')).toBe('mounted');
  });

  it('mounts islands added to the page later', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="late" data-nordpark="date-field"></div>');
    await vi.waitFor(() => expect(state('late')).toBe('mounted'), patiently);
  });

  it('a second copy on the page warns and leaves the page to the first', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const first = window.nordpark;
    vi.resetModules();
    await import('./browser');
    expect(window.nordpark).toBe(first);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nordpark.js 0.0.0-dev loaded twice'));
  });
});
