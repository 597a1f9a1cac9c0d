import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { IslandLoadError } from '../errors';
import {
  byId,
  greetingIsland,
  type Lifecycle,
  lifecycle,
  moduleOf,
  setUpPage,
  state,
  stylesheetsLoad,
} from '../testing/islands';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';

const CSS = 'http://localhost:3000/assets/nordpark/islands/date-field.css';
// Retries without waiting: what is tested is how many, not how long.
const quick = { retryDelays: [0, 0] };

let seen: Lifecycle;
let consoleError: MockInstance<Console['error']>;

beforeEach(() => {
  seen = lifecycle();
  registerIsland('date-field', moduleOf(greetingIsland('date-field', seen)), { css: [CSS] });
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unmount(document);
  stylesheetsLoad(false);
  vi.restoreAllMocks();
});

const links = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => l.href);

/** Holds back the links the runtime adds, as a slow network would. */
function holdLinks(): HTMLLinkElement[] {
  const held: HTMLLinkElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) if (node instanceof HTMLLinkElement) held.push(node);
  });
  return held;
}

/** Settles the `index`th link added, once it is there. */
async function settleLink(held: HTMLLinkElement[], index: number, event: 'load' | 'error'): Promise<void> {
  await vi.waitFor(() => expect(held.length).toBeGreaterThan(index), patiently);
  held[index]?.dispatchEvent(new Event(event));
}

describe('island stylesheets', () => {
  it('adds a registered stylesheet once per page, however many islands of the kind', async () => {
    stylesheetsLoad(true);
    setUpPage('<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field"></div>');
    await mount(document);
    document.body.insertAdjacentHTML('beforeend', '<div id="c" data-nordpark="date-field"></div>');
    await mount(document);
    expect(links()).toEqual([CSS]);
    expect([state('a'), state('b'), state('c')]).toEqual(['mounted', 'mounted', 'mounted']);
  });

  it('renders the island only once its stylesheet has loaded', async () => {
    // A witness without a stylesheet after it: once its first view is on screen, the island
    // before it would have rendered too, had it not waited for its stylesheet.
    registerIsland('booking-flow', moduleOf(greetingIsland('booking-flow')));
    setUpPage('<div id="a" data-nordpark="date-field"></div><div id="w" data-nordpark="booking-flow"></div>');
    const held = holdLinks();
    const mounted = mount(document);
    await vi.waitFor(() => expect(state('w')).toBe('mounted'), patiently);
    expect(held).toHaveLength(1);
    expect(state('a')).toBe('loading');
    expect(seen.renders).toBe(0);
    held[0]?.dispatchEvent(new Event('load'));
    await mounted;
    expect(state('a')).toBe('mounted');
  });

  it.each([1, 2])(
    'a stylesheet that fails %i time(s) is added again, and the island mounts',
    async (failures) => {
      setUpPage('<div id="a" data-nordpark="date-field"></div>');
      const held = holdLinks();
      const mounted = mount(document, quick);
      for (let index = 0; index < failures; index += 1) await settleLink(held, index, 'error');
      await settleLink(held, failures, 'load');
      await mounted;
      expect(state('a')).toBe('mounted');
      expect(held.map((link) => link.href)).toEqual(Array(failures + 1).fill(CSS));
      expect(consoleError).not.toHaveBeenCalled();
    },
  );

  it('never renders without its stylesheet: after three tries the error box offers Try again', async () => {
    const onError = vi.fn();
    setUpPage('<div id="a" data-nordpark="date-field" lang="fi"><p>server fallback</p></div>');
    await mount(document, { ...quick, onError });
    expect(state('a')).toBe('error');
    expect(seen.renders).toBe(0);
    const [error] = onError.mock.calls[0] ?? [];
    expect(error).toBeInstanceOf(IslandLoadError);
    expect((error as Error).message).toContain(
      `its stylesheet could not be loaded (tried 3 times: Error: stylesheet ${CSS} failed)`,
    );
    const box = byId('a').querySelector('[role="alert"]');
    expect(box?.textContent).toContain('Tätä sivun osaa ei voitu ladata.');
    // No failed link of ours is left on the page.
    expect(links()).toEqual([]);

    stylesheetsLoad(true);
    const button = byId('a').querySelector('button');
    expect(button?.textContent).toBe('Yritä uudelleen');
    button?.click();
    // The server-rendered content is back while it loads again.
    expect(state('a')).toBe('loading');
    expect(byId('a').textContent).toBe('server fallback');
    await vi.waitFor(() => expect(state('a')).toBe('mounted'), patiently);
    expect(seen.renders).toBeGreaterThan(0);
    expect(links()).toEqual([CSS]);
  });

  it('fails the island when its stylesheet is not there within cssTimeout', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    const held = holdLinks();
    await mount(document, { ...quick, cssTimeout: 30 });
    expect(state('a')).toBe('error');
    expect(consoleError.mock.calls[0]?.[0].message).toContain(
      `tried 3 times: Error: stylesheet ${CSS} timeout`,
    );
    expect(held[0]?.isConnected).toBe(false);
  });

  it('reuses a stylesheet the host page already links and loaded', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/assets/nordpark/islands/date-field.css">',
    );
    // Loaded: the browser gave it its sheet (happy-dom gives none).
    Object.defineProperty(document.head.lastElementChild, 'sheet', { value: {} });
    await mount(document);
    expect(links()).toEqual([CSS]);
    expect(state('a')).toBe('mounted');
  });

  it('tries again a stylesheet the host page links but which failed (it has no sheet)', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/assets/nordpark/islands/date-field.css">',
    );
    const held = holdLinks();
    const mounted = mount(document, quick);
    await settleLink(held, 0, 'load');
    await mounted;
    expect(state('a')).toBe('mounted');
    expect(held.map((link) => link.href)).toEqual([CSS]);
  });
});
