import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { debugMode } from '../debugMode';
import { byId, greetingIsland, moduleOf, setUpPage, state, throwingIsland } from '../testing/islands';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';

let consoleError: MockInstance<Console['error']>;
let consoleWarn: MockInstance<Console['warn']>;

beforeEach(() => {
  registerIsland('date-field', moduleOf(greetingIsland('date-field')));
  registerIsland('booking-flow', moduleOf(throwingIsland('booking-flow')));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  unmount(document);
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

const SHORT_SV = 'Den här delen av sidan kunde inte visas. Försök att ladda om sidan.';
const FLEX_DAYS =
  '[nordpark] date-field on div#start-date: prop "flexDays" must be a number (got "seven"). Fix the data-nordpark-props JSON.';
const wrongFlexDays = `<div id="start-date" data-nordpark="date-field" data-nordpark-props='{"flexDays":"seven"}'><p>fallback</p></div>`;

/** The console.error's message of the one failed island. */
function logged(): string {
  expect(consoleError).toHaveBeenCalledOnce();
  const error = consoleError.mock.calls[0]?.[0] as Error | undefined;
  return error?.message ?? '';
}

describe('debugMode', () => {
  it.each([
    ['?nordpark-debug', undefined, true],
    ['?nordpark-debug=1', undefined, true],
    ['?a=b&nordpark-debug=', undefined, true],
    ['?nordpark-debugger', undefined, false],
    ['/', { country: 'se', debug: true }, true],
    ['/', { country: 'se', debug: 'true' }, false],
    ['/', { country: 'se' }, false],
    ['/', undefined, false],
  ])('%s with config %j: %s', (url, config, on) => {
    history.replaceState(null, '', url);
    expect(debugMode(document, config)).toBe(on);
  });
});

describe('a props error', () => {
  it('without debug mode: the visitor sees the short message, no internals', async () => {
    setUpPage(wrongFlexDays);
    await mount(document);
    expect(state('start-date')).toBe('error');
    const box = byId('start-date');
    expect(box.textContent).toBe(SHORT_SV);
    expect(box.querySelector('.np-island-debug')).toBeNull();
    expect(logged()).toBe(FLEX_DAYS);
  });

  it.each([
    ['?nordpark-debug in the URL', '?nordpark-debug', { country: 'se' }],
    ['"debug": true in the page config', '/', { country: 'se', debug: true }],
  ])('with %s: the box shows the console message in full, as an alert', async (_, url, config) => {
    history.replaceState(null, '', url);
    setUpPage(wrongFlexDays, config);
    await mount(document);
    expect(state('start-date')).toBe('error');
    const alert = byId('start-date').querySelector('[role="alert"]');
    expect(alert?.classList.contains('np-island-error')).toBe(true);
    expect(alert?.classList.contains('np-island-debug--error')).toBe(true);
    // Its words in the page's language; the message, element, key, value and fix as logged.
    expect(alert?.querySelector('.np-island-debug__label')?.textContent).toBe('Nordpark felsökning');
    expect(alert?.querySelector('.np-island-debug__title')?.textContent).toBe(
      'Den här delen kunde inte visas',
    );
    expect(alert?.querySelector('.np-island-debug__message')?.textContent).toBe(FLEX_DAYS);
    expect(alert?.querySelector('.np-island-debug__where')?.textContent).toBe(
      '[nordpark] date-field on div#start-date:',
    );
    expect(logged()).toBe(FLEX_DAYS);
    expect(alert?.textContent).not.toContain(SHORT_SV);
  });

  it("speaks the page's language", async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage(`<div lang="fi">${wrongFlexDays}</div>`);
    await mount(document);
    expect(byId('start-date').querySelector('.np-island-debug__title')?.textContent).toBe(
      'Tätä osaa ei voitu näyttää',
    );
  });

  it('lists the warnings about the island with the error', async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"flexDays":"seven","greetng":"hi"}'></div>`,
    );
    await mount(document);
    const warnings = byId('d').querySelector('.np-island-debug__warnings');
    expect(warnings?.querySelector('.np-island-debug__heading')?.textContent).toBe('Varningar (1)');
    expect(Array.from(warnings?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual([
      consoleWarn.mock.calls[0]?.[0],
    ]);
  });
});

describe('other failures', () => {
  it('a page-config error shows in full too', async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'de' });
    await mount(document);
    expect(byId('d').querySelector('.np-island-debug__message')?.textContent).toBe(logged());
    expect(logged()).toContain('page config "country" must be one of "se", "no", "fi" (got "de")');
  });

  it('an island that fails while rendering (a bug, not the editor’s) keeps the short message', async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage('<div id="d" data-nordpark="booking-flow"></div>');
    await mount(document);
    expect(byId('d').querySelector('.np-island-debug')).toBeNull();
    expect(byId('d').textContent).toBe(SHORT_SV);
  });
});

describe('warnings while the island renders', () => {
  const misspelt = `<div id="d" data-nordpark="date-field" data-nordpark-props='{"greetng":"hi"}'><p>fallback</p></div>`;

  it('debug mode: a notice above the island lists the console warnings; the island renders', async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage(misspelt, { country: 'se', contry: 'se', language: 'en' });
    await mount(document);
    expect(state('d')).toBe('mounted');
    // Its code loads on demand, after the island's.
    await vi.waitFor(() => expect(byId('d').querySelector('.np-island-debug')).not.toBeNull(), patiently);
    const notice = byId('d').firstElementChild;
    expect(notice?.getAttribute('role')).toBe('status');
    expect(notice?.classList.contains('np-island-debug--warnings')).toBe(true);
    expect(notice?.querySelector('.np-island-debug__heading')?.textContent).toBe('Warnings (2)');
    expect(Array.from(notice?.querySelectorAll('li') ?? [], (item) => item.textContent)).toEqual(
      consoleWarn.mock.calls.map((call) => call[0]),
    );
    expect(notice?.textContent).toContain('unknown prop "greetng" is ignored');
    expect(notice?.textContent).toContain('page config: unknown key "contry" is ignored');
    expect(byId('d').querySelector('.greeting')?.textContent).toBe('hello se');
    // The fallback is gone, the notice stays.
    expect(byId('d').textContent).not.toContain('fallback');
    unmount(document);
    expect(byId('d').querySelector('.np-island-debug')).toBeNull();
    expect(byId('d').textContent).toBe('fallback');
  });

  it('without debug mode: the console alone', async () => {
    setUpPage(misspelt);
    await mount(document);
    expect(state('d')).toBe('mounted');
    expect(consoleWarn).toHaveBeenCalledOnce();
    expect(byId('d').querySelector('.np-island-debug')).toBeNull();
  });

  it('debug mode, nothing to warn about: no notice', async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'se', debug: true });
    await mount(document);
    expect(state('d')).toBe('mounted');
    expect(consoleWarn).not.toHaveBeenCalled();
    expect(byId('d').querySelector('.np-island-debug')).toBeNull();
  });
});
