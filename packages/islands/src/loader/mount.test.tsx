import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import {
  ConfigError,
  IslandLoadError,
  IslandRenderError,
  type NordparkError,
  PropsError,
  UnknownIslandError,
} from '../errors';
import {
  byId,
  deferred,
  type Greeting,
  greetingIsland,
  type Lifecycle,
  lifecycle,
  moduleOf,
  pendingIsland,
  setUpPage,
  state,
  suspendingIsland,
  throwingIsland,
} from '../testing/islands';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';

let seen: Lifecycle;
let consoleError: MockInstance<Console['error']>;

beforeEach(() => {
  seen = lifecycle();
  registerIsland('date-field', moduleOf(greetingIsland('date-field', seen)));
  registerIsland('booking-flow', moduleOf(throwingIsland('booking-flow')));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unmount(document);
  vi.restoreAllMocks();
});

/** The one console.error of a failed island, and its onError report. */
function failureOf(onError: ReturnType<typeof vi.fn>): NordparkError {
  expect(consoleError).toHaveBeenCalledOnce();
  expect(onError).toHaveBeenCalledOnce();
  const [error, element] = onError.mock.calls[0] ?? [];
  expect(consoleError.mock.calls[0]?.[0]).toBe(error);
  expect(element).toBeInstanceOf(HTMLElement);
  return error as NordparkError;
}

describe('mount', () => {
  it('marks an island loading while its code loads, then mounted once rendered', async () => {
    const module = deferred<{ default: ReturnType<typeof greetingIsland> }>();
    registerIsland('date-field', () => module.promise);
    setUpPage('<div id="d" data-nordpark="date-field"><p>server fallback</p></div>');
    const mounted = mount(document);
    expect(state('d')).toBe('loading');
    expect(byId('d').textContent).toBe('server fallback');
    module.resolve({ default: greetingIsland('date-field', seen) });
    await mounted;
    expect(state('d')).toBe('mounted');
    expect(byId('d').textContent).toBe('hello se');
  });

  it('stays loading, the fallback on screen, while the first view waits for its texts', async () => {
    const texts = deferred<string>();
    registerIsland('date-field', moduleOf(suspendingIsland('date-field', texts.promise)));
    registerIsland('booking-flow', moduleOf(greetingIsland('booking-flow')));
    // A witness after it: once its first view is on screen, the island before it has been
    // through the same steps and rendered as far as it can (React renders roots in order).
    setUpPage(
      '<div id="d" data-nordpark="date-field"><p>server fallback</p></div><div id="w" data-nordpark="booking-flow"></div>',
    );
    let settled = false;
    const mounted = mount(document).then(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(state('w')).toBe('mounted'), patiently);
    expect(byId('d').querySelector('.np-island-view')).not.toBeNull();
    expect(state('d')).toBe('loading');
    expect(byId('d').textContent).toBe('server fallback');
    expect(settled).toBe(false);
    texts.resolve('hej');
    await mounted;
    expect(state('d')).toBe('mounted');
    expect(byId('d').textContent).toBe('hej');
  });

  it('stays loading while an IslandPending holds the first view back (first data)', async () => {
    const island = pendingIsland('booking-flow');
    registerIsland('booking-flow', moduleOf(island));
    // A witness after it, as above.
    setUpPage(
      '<div id="b" data-nordpark="booking-flow"><p>Laddar…</p></div><div id="w" data-nordpark="date-field"></div>',
    );
    const mounted = mount(document);
    await vi.waitFor(() => expect(state('w')).toBe('mounted'), patiently);
    expect(byId('b').querySelector('.np-island-view')).not.toBeNull();
    expect(state('b')).toBe('loading');
    expect(byId('b').textContent).toBe('Laddar…');
    island.finish();
    await mounted;
    expect(state('b')).toBe('mounted');
    expect(byId('b').textContent).toBe('first step');
  });

  it('fires a bubbling nordpark:statechange with { island, state } on each change', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div><div id="x" data-nordpark="booking-flow"></div>');
    const changes: [string, unknown][] = [];
    const listener = (event: Event) =>
      changes.push([(event.target as HTMLElement).id, (event as CustomEvent).detail]);
    document.addEventListener('nordpark:statechange', listener);
    await mount(document);
    document.removeEventListener('nordpark:statechange', listener);
    // Each island's own changes in order; two islands settle in whichever order they finish.
    const of = (id: string) => changes.filter(([target]) => target === id).map(([, detail]) => detail);
    expect(changes.slice(0, 2).map(([id]) => id)).toEqual(['d', 'x']);
    expect(of('d')).toEqual([
      { island: 'date-field', state: 'loading' },
      { island: 'date-field', state: 'mounted' },
    ]);
    expect(of('x')).toEqual([
      { island: 'booking-flow', state: 'loading' },
      { island: 'booking-flow', state: 'error' },
    ]);
  });

  it('an island unmounted while its first view is pending settles mount() and keeps its fallback', async () => {
    registerIsland(
      'date-field',
      moduleOf(suspendingIsland('date-field', new Promise<string>(() => undefined))),
    );
    setUpPage('<div id="d" data-nordpark="date-field"><p>server fallback</p></div>');
    const mounted = mount(document);
    await vi.waitFor(() => expect(byId('d').querySelector('.np-island-view')).not.toBeNull(), patiently);
    unmount(document);
    await mounted;
    expect(byId('d').innerHTML).toBe('<p>server fallback</p>');
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('renders the island with the page config and its props merged over it', async () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"greeting":"hei","country":"no"}'></div>`,
      {
        country: 'se',
        apiBase: '/api',
      },
    );
    await mount(document);
    expect(seen.last?.props).toEqual({ greeting: 'hei' });
    expect(seen.last?.config).toMatchObject({ country: 'no', language: 'nb', apiBase: '/api' });
    expect(seen.last?.element).toBe(byId('d'));
  });

  it('mounts the root element itself when it is an island', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    await mount(byId('d'));
    expect(state('d')).toBe('mounted');
  });

  it('is idempotent: a second mount of the same element does nothing', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    await Promise.all([mount(document), mount(document)]);
    await mount(byId('d'));
    expect(seen.renders).toBe(1);
    expect(byId('d').querySelectorAll('.greeting')).toHaveLength(1);
  });

  it('a page listener that mounts on every state change claims each island once (no loop)', async () => {
    setUpPage(
      '<div id="d" data-nordpark="date-field"></div><div id="u" data-nordpark="no-such-island"></div>',
    );
    const changes: string[] = [];
    const listener = (event: Event) => {
      const { island, state: now } = (event as CustomEvent<{ island: string; state: string }>).detail;
      changes.push(`${island} ${now}`);
      // Capped, so that a loop fails this test rather than the stack.
      if (changes.length < 20) void mount(document);
    };
    document.addEventListener('nordpark:statechange', listener);
    try {
      await mount(document);
      await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    } finally {
      document.removeEventListener('nordpark:statechange', listener);
    }
    expect(changes).toEqual([
      'date-field loading',
      'no-such-island loading',
      'no-such-island error',
      'date-field mounted',
    ]);
    expect(seen.renders).toBe(1);
  });

  it('mounts every island on the page, of every kind, and nothing else', async () => {
    const other = lifecycle();
    registerIsland('confirm-dialog', moduleOf(greetingIsland('confirm-dialog', other)));
    setUpPage(
      '<div id="a" data-nordpark="date-field"></div><p id="p">text</p><div id="b" data-nordpark="confirm-dialog"></div>',
    );
    await mount(document);
    expect([state('a'), state('b'), state('p')]).toEqual(['mounted', 'mounted', null]);
    expect([seen.renders, other.renders]).toEqual([1, 1]);
    expect(byId('p').textContent).toBe('text');
  });
});

describe('failures', () => {
  const cases: [string, string, object | string | null, new (...args: never[]) => NordparkError, RegExp][] = [
    [
      'invalid props JSON',
      `<div id="x" data-nordpark="date-field" data-nordpark-props="{nope"></div>`,
      { country: 'se' },
      PropsError,
      /^\[nordpark\] date-field on div#x: the data-nordpark-props JSON is not valid JSON/,
    ],
    [
      'a wrong prop',
      `<div id="x" data-nordpark="date-field" data-nordpark-props='{"flexDays":"seven"}'></div>`,
      { country: 'se' },
      PropsError,
      /^\[nordpark\] date-field on div#x: prop "flexDays" must be a number \(got "seven"\)/,
    ],
    [
      'a missing page config',
      '<div id="x" data-nordpark="date-field"></div>',
      null,
      ConfigError,
      /^\[nordpark\] date-field on div#x: the page has no config, and "country" is required/,
    ],
    [
      'an unknown island name',
      '<div id="x" data-nordpark="date-feild"></div>',
      { country: 'se' },
      UnknownIslandError,
      /^\[nordpark\] date-feild on div#x: unknown island "date-feild"\. Set data-nordpark to one of "date-field"/,
    ],
    [
      'a thrown render',
      '<div id="x" data-nordpark="booking-flow"></div>',
      { country: 'se' },
      IslandRenderError,
      /^\[nordpark\] booking-flow on div#x: it failed while rendering \(Error: boom\)/,
    ],
  ];

  it.each(cases)(
    '%s: the island shows its message, logs one error, reports it; its sibling mounts',
    async (_, html, config, type, message) => {
      const onError = vi.fn();
      // The sibling brings its own country, so it works on the page without config too.
      setUpPage(
        `${html}<div id="ok" data-nordpark="date-field" data-nordpark-props='{"country":"se"}'></div>`,
        config,
      );
      await mount(document, { onError });
      expect(state('x')).toBe('error');
      // In the config's language (the page has no lang attribute), whoever shows it.
      expect(byId('x').querySelector('.np-island-error[role="alert"]')?.textContent).toBe(
        config === null
          ? 'This part of the page could not be shown. Please try reloading the page.'
          : 'Den här delen av sidan kunde inte visas. Försök att ladda om sidan.',
      );
      const error = failureOf(onError);
      expect(error).toBeInstanceOf(type);
      expect(error.message).toMatch(message);
      expect(onError.mock.calls[0]?.[1]).toBe(byId('x'));
      expect(state('ok')).toBe('mounted');
      expect(byId('ok').textContent).toBe('hello se');
    },
  );

  it('a failed import is an IslandLoadError naming the cause', async () => {
    registerIsland<Greeting>('facility-search', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const onError = vi.fn();
    setUpPage('<div id="x" data-nordpark="facility-search"></div>');
    await mount(document, { onError, retryDelays: [0, 0] });
    const error = failureOf(onError);
    expect(error).toBeInstanceOf(IslandLoadError);
    expect(error.message).toContain(
      'facility-search on div#x: its code could not be loaded (tried 3 times: TypeError: Failed to fetch dynamically imported module)',
    );
    expect(state('x')).toBe('error');
  });

  it('a module that is not an island is an IslandLoadError saying so', async () => {
    registerIsland('facility-search', moduleOf(greetingIsland('date-field')));
    const onError = vi.fn();
    setUpPage('<div id="x" data-nordpark="facility-search"></div>');
    await mount(document, { onError });
    expect(failureOf(onError).message).toContain(
      'the module registered for "facility-search" exports the island "date-field"',
    );
  });

  it('shows the message in the page language', async () => {
    setUpPage('<div lang="fi"><div id="x" data-nordpark="date-feild"></div></div>');
    await mount(document);
    expect(byId('x').textContent).toBe('Tätä sivun osaa ei voitu näyttää. Yritä ladata sivu uudelleen.');
  });

  it('a throwing onError callback only warns and the other islands still mount', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUpPage('<div id="x" data-nordpark="date-feild"></div><div id="ok" data-nordpark="date-field"></div>');
    await mount(document, {
      onError: () => {
        throw new Error('telemetry down');
      },
    });
    expect(warn).toHaveBeenCalledWith('[nordpark] the onError callback threw:', expect.any(Error));
    expect(state('ok')).toBe('mounted');
  });
});

describe('unmount', () => {
  it('frees the React root, removes the state, restores the fallback and allows a later mount', async () => {
    setUpPage(
      '<main id="page"><div id="d" data-nordpark="date-field"><script type="application/json">{"greeting":"moi"}</script><p>fallback</p></div></main>',
    );
    await mount(document);
    expect(byId('d').textContent).toBe('moi se');
    unmount(byId('page'));
    expect(seen.unmounts).toBe(1);
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
    expect(byId('d').querySelector('p')?.textContent).toBe('fallback');
    // The props script is back, so the island mounts again with the same props.
    await mount(document);
    expect(state('d')).toBe('mounted');
    expect(byId('d').textContent).toBe('moi se');
    expect(seen.renders).toBe(2);
  });

  it('unmounts the root element itself when it is an island', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    await mount(document);
    unmount(byId('d'));
    expect(seen.unmounts).toBe(1);
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('clears a failed island so it can be mounted again once fixed', async () => {
    setUpPage(`<div id="d" data-nordpark="date-field" data-nordpark-props='{"flexDays":"x"}'></div>`);
    await mount(document);
    expect(state('d')).toBe('error');
    unmount(document);
    expect(byId('d').querySelector('.np-island-error')).toBeNull();
    byId('d').setAttribute('data-nordpark-props', '{"flexDays":3}');
    await mount(document);
    expect(state('d')).toBe('mounted');
  });

  it('during loading cancels the pending render: no root is created', async () => {
    const module = deferred<{ default: ReturnType<typeof greetingIsland> }>();
    registerIsland('date-field', () => module.promise);
    setUpPage('<div id="d" data-nordpark="date-field"><p>fallback</p></div>');
    const mounted = mount(document);
    unmount(document);
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
    module.resolve({ default: greetingIsland('date-field', seen) });
    await mounted;
    expect(seen.renders).toBe(0);
    expect(byId('d').innerHTML).toBe('<p>fallback</p>');
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('mount, unmount, mount while loading renders the island once', async () => {
    const module = deferred<{ default: ReturnType<typeof greetingIsland> }>();
    registerIsland('date-field', () => module.promise);
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    const first = mount(document);
    unmount(document);
    const second = mount(document);
    module.resolve({ default: greetingIsland('date-field', seen) });
    await Promise.all([first, second]);
    expect(seen.renders).toBe(1);
    expect(byId('d').querySelectorAll('.greeting')).toHaveLength(1);
    expect(state('d')).toBe('mounted');
  });

  it('an island failing after it was unmounted during loading reports nothing', async () => {
    const module = deferred<{ default: ReturnType<typeof greetingIsland> }>();
    registerIsland('date-field', () => module.promise);
    const onError = vi.fn();
    setUpPage('<div id="d" data-nordpark="date-field"></div>');
    const mounted = mount(document, { onError });
    unmount(document);
    module.reject(new Error('offline'));
    await mounted;
    expect(onError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
  });

  it("unmounts islands in an island's fallback when the island replaces it", async () => {
    const inner = lifecycle();
    registerIsland('facility-search', moduleOf(greetingIsland('facility-search', inner)));
    const outer = deferred<{ default: ReturnType<typeof greetingIsland> }>();
    registerIsland('date-field', () => outer.promise);
    setUpPage(
      '<div id="outer" data-nordpark="date-field"><div id="inner" data-nordpark="facility-search"></div></div>',
    );
    const mounted = mount(document);
    await vi.waitFor(() => expect(inner.renders).toBe(1), patiently);
    outer.resolve({ default: greetingIsland('date-field', seen) });
    await mounted;
    expect(inner.unmounts).toBe(1);
  });
});
