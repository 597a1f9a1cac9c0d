import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { greetingIsland, type Lifecycle, lifecycle, moduleOf, setUpPage, state } from '../testing/islands';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';

const CSS = 'http://localhost:3000/assets/nordpark/islands/date-field.css';

// happy-dom does not fetch stylesheets; this makes it report them loaded instead of failed.
const settings = (
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings;

let seen: Lifecycle;
let warn: MockInstance<Console['warn']>;

beforeEach(() => {
  seen = lifecycle();
  registerIsland('date-field', moduleOf(greetingIsland('date-field', seen)), { css: [CSS] });
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unmount(document);
  settings.handleDisabledFileLoadingAsSuccess = false;
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

describe('island stylesheets', () => {
  it('adds a registered stylesheet once per page, however many islands of the kind', async () => {
    settings.handleDisabledFileLoadingAsSuccess = true;
    setUpPage('<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field"></div>');
    await mount(document);
    document.body.insertAdjacentHTML('beforeend', '<div id="c" data-nordpark="date-field"></div>');
    await mount(document);
    expect(links()).toEqual([CSS]);
    expect([state('a'), state('b'), state('c')]).toEqual(['mounted', 'mounted', 'mounted']);
    expect(warn).not.toHaveBeenCalled();
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

  it('a stylesheet that fails to load only warns; the island renders', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    const held = holdLinks();
    const mounted = mount(document);
    await vi.waitFor(() => expect(held).toHaveLength(1), patiently);
    held[0]?.dispatchEvent(new Event('error'));
    await mounted;
    expect(state('a')).toBe('mounted');
    expect(warn).toHaveBeenCalledWith(
      `[nordpark] date-field: stylesheet ${CSS} failed to load; the island renders without it.`,
    );
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('stops waiting for a stylesheet after cssTimeout', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    holdLinks();
    await mount(document, { cssTimeout: 30 });
    expect(state('a')).toBe('mounted');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load within 30 ms'));
  });

  it('reuses a stylesheet the host page already links', async () => {
    settings.handleDisabledFileLoadingAsSuccess = true;
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="stylesheet" href="/assets/nordpark/islands/date-field.css">',
    );
    await mount(document);
    expect(links()).toEqual([CSS]);
    expect(state('a')).toBe('mounted');
  });
});
