// The loader's first round: every module of an island's first view linked at once, the page
// language's texts with them, and the island's data entry handed the config it will render with.
import type { IslandDataRequest } from '@nordpark/ui/island';
import { patiently, timersSetSoFar } from '@nordpark/ui/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fakeWorker';
import { byId, deferred, greetingIsland, moduleOf, setUpPage, state } from '../testing/islands';
import type { IslandDataModule } from '../types';
import { dataRequest } from './dataRequest';
import { peekLanguage, preloadModules, textFiles } from './firstRound';
import { resetIntlWarmup } from './intlWarmup';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';

const BASE = 'http://localhost:3000/assets/nordpark/';
const links = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => [
    link.href.replace(BASE, ''),
    link.getAttribute('fetchpriority'),
  ]);

// The loader hands its next steps to zero-delay timers (the texts' links, the warm-up worker,
// its own step to a new task), and what follows a link's load event is microtasks only:
// `timersSetSoFar` orders the test after them.

afterEach(() => {
  unmount(document);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetIntlWarmup();
});

describe('preloading', () => {
  it('links each module once, the ones the first view must not wait for at low priority', () => {
    setUpPage('');
    preloadModules(document, [`${BASE}chunks/a.js`, `${BASE}chunks/b.js`]);
    preloadModules(document, [`${BASE}chunks/b.js`, `${BASE}chunks/map.js`], 'low');
    expect(links()).toEqual([
      ['chunks/a.js', null],
      ['chunks/b.js', null],
      ['chunks/map.js', 'low'],
    ]);
  });

  it('adds nothing for a module the host page links itself (say with its own integrity)', () => {
    setUpPage('');
    const own = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href: `${BASE}chunks/a.js`,
    });
    document.head.append(own);
    preloadModules(document, [`${BASE}chunks/a.js`]);
    expect(links()).toHaveLength(1);
  });

  it('takes the texts in the page language only, and none when it is unknown', () => {
    const preload = { files: ['runtime.js'], texts: { sv: ['sv.js'], fi: ['fi.js'] } };
    expect(textFiles(preload, 'fi')).toEqual(['fi.js']);
    expect(textFiles(preload, undefined)).toEqual([]);
    expect(textFiles(preload, 'de')).toEqual([]);
  });
});

describe('the language, read cheaply', () => {
  it("is the island's props' language, else the page config's, else its country's", () => {
    setUpPage('<div id="a" data-nordpark-props=\'{"language":"en"}\'></div><div id="b"></div>', {
      country: 'no',
      language: 'sv',
    });
    expect(peekLanguage(byId('a'))).toBe('en');
    expect(peekLanguage(byId('b'))).toBe('sv');
    setUpPage('<div id="c"><script type="application/json">{"country":"fi"}</script></div>', {
      country: 'no',
    });
    expect(peekLanguage(byId('c'))).toBe('fi');
  });

  it('is unknown when the JSON is broken (the island reports that itself)', () => {
    setUpPage('<div id="a" data-nordpark-props="{oops"></div>', '{oops');
    expect(peekLanguage(byId('a'))).toBeUndefined();
  });
});

describe("the data entry's request", () => {
  it("is the page config with the island's config keys merged over it, defaults filled in", () => {
    setUpPage(`<div id="a" data-nordpark-props='{"fId":"F1","language":"en"}'></div>`, {
      country: 'se',
      apiBase: 'https://api.example',
    });
    const request = dataRequest(byId('a'), 'booking-flow');
    expect(request?.config).toMatchObject({ country: 'se', language: 'en', apiBase: 'https://api.example' });
    expect(request?.props).toEqual({ fId: 'F1', language: 'en' });
  });

  it('is none when the config or the props are broken', () => {
    setUpPage('<div id="a"></div>', { country: 'xx' });
    expect(dataRequest(byId('a'), 'booking-flow')).toBeUndefined();
    setUpPage('<div id="a" data-nordpark-props="{oops"></div>');
    expect(dataRequest(byId('a'), 'booking-flow')).toBeUndefined();
  });

  it('reaches the data entry as the island starts loading, before it renders', async () => {
    setUpPage(`<div id="d" data-nordpark="date-field" data-nordpark-props='{"greeting":"hej"}'></div>`);
    const seen: { request: IslandDataRequest; state: string | null }[] = [];
    registerIsland('date-field', moduleOf(greetingIsland('date-field')), {
      prefetch: () =>
        Promise.resolve({
          dataRequest,
          prefetch: (request) => void seen.push({ request, state: state('d') }),
        }),
    });
    await mount(document);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.state).toBe('loading');
    expect(seen[0]?.request.props).toEqual({ greeting: 'hej' });
    expect(seen[0]?.request.config.country).toBe('se');
  });

  it('takes the data request from the module it imported: one import, so the call starts in the task that evaluated it', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    const made: IslandDataRequest[] = [];
    const started: IslandDataRequest[] = [];
    const ownRequest = vi.fn((element: HTMLElement, island: string) => {
      const request = dataRequest(element, island);
      if (request) made.push(request);
      return request;
    });
    registerIsland('date-field', moduleOf(greetingIsland('date-field')), {
      prefetch: () =>
        Promise.resolve({ dataRequest: ownRequest, prefetch: (request) => void started.push(request) }),
    });
    await mount(document);
    expect(ownRequest).toHaveBeenCalledWith(byId('d'), 'date-field');
    expect(started).toHaveLength(1);
    expect(started[0]?.config).toBe(made[0]?.config);
  });

  it('a data entry slower to arrive than the island still starts its request before the island renders', async () => {
    // A witness after it, with no data entry: once it is mounted, the island would have been
    // too, had it not waited for its entry (React renders roots in the order asked for).
    setUpPage('<div id="d" data-nordpark="date-field"></div><div id="w" data-nordpark="booking-flow"></div>');
    const seen: (string | null)[] = [];
    const entry = deferred<IslandDataModule>();
    registerIsland('date-field', moduleOf(greetingIsland('date-field')), { prefetch: () => entry.promise });
    registerIsland('booking-flow', moduleOf(greetingIsland('booking-flow')));
    const mounted = mount(document);
    await vi.waitFor(() => expect(state('w')).toBe('mounted'), patiently);
    expect(state('d')).toBe('loading');
    entry.resolve({ dataRequest, prefetch: () => void seen.push(state('d')) });
    await mounted;
    expect(seen).toEqual(['loading']);
    expect(state('d')).toBe('mounted');
  });

  it('a data entry that fails only warns: the island still mounts and asks for its data itself', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerIsland('date-field', moduleOf(greetingIsland('date-field')), {
      prefetch: () => Promise.reject(new Error('offline')),
    });
    await mount(document);
    expect(state('d')).toBe('mounted');
    await vi.waitFor(
      () => expect(warn).toHaveBeenCalledWith(expect.stringContaining('data entry'), expect.any(Error)),
      patiently,
    );
  });
});

describe('the Intl warm-up worker', () => {
  const WARMUP = `${BASE}chunks/intl-warmup-abc123.js`;
  // The worker starts in a zero-delay timer's task.
  const tick = timersSetSoFar;

  it("starts once per page, in the task after the first view's links, with the page's language; the islands render once it answered", async () => {
    resetIntlWarmup();
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    setUpPage(`<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field"></div>`, {
      country: 'no',
    });
    registerIsland('date-field', moduleOf(greetingIsland('date-field')), {
      preload: { files: [`${BASE}chunks/runtime.js`], intlWarmup: WARMUP },
    });
    const mounted = mount(document);
    expect(FakeWorker.started).toEqual([]);
    await tick();
    expect(FakeWorker.started.map((worker) => [worker.url, worker.posted])).toEqual([[WARMUP, ['nb']]]);
    // The island's code is in (the runtime is the last of it to arrive: the island's module
    // and its data entry are at hand), and the loader's step to a new task before it renders
    // is behind us, but the first render waits for the worker: no island view yet.
    await import('../runtime/index');
    await timersSetSoFar();
    await timersSetSoFar();
    expect(document.querySelector('.np-island-view')).toBeNull();
    expect([state('a'), state('b')]).toEqual(['loading', 'loading']);
    FakeWorker.started[0]?.answer();
    await mounted;
    expect([state('a'), state('b')]).toEqual(['mounted', 'mounted']);
  });

  it('is not started without a built bundle (no start-up table: tests, Storybook, an own bundle)', async () => {
    FakeWorker.started = [];
    vi.stubGlobal('Worker', FakeWorker);
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    registerIsland('date-field', moduleOf(greetingIsland('date-field')));
    await mount(document);
    expect(state('d')).toBe('mounted');
    expect(FakeWorker.started).toEqual([]);
  });
});
