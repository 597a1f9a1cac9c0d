import { cachedLoader } from '@nordpark/core';
import { defineIsland, type IslandDefinition, type IslandProps } from '@nordpark/ui/island';
import { patiently } from '@nordpark/ui/testing';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, IslandRenderError, type NordparkError } from '../errors';
import type { IslandHandle } from '../loader/records';
import {
  byId,
  deferred,
  type Greeting,
  greetingIsland,
  greetingSchema,
  lifecycle,
  partlyPendingIsland,
  pendingIsland,
  setUpPage,
  suspendingIsland,
  throwingIsland,
} from '../testing/islands';
import { ErrorBoundary } from './ErrorBoundary';
import { type RenderErrorKind, renderIsland } from './renderIsland';

const handles: IslandHandle[] = [];

function BrokenMap(): never {
  throw new Error('map tiles');
}

/** An island that contains a failing part with a boundary of its own. */
const islandWithInnerBoundary = defineIsland({
  name: 'facility-search',
  propsSchema: greetingSchema,
  Component: () => (
    <div className="search">
      <ErrorBoundary fallback={<p>map unavailable</p>}>
        <BrokenMap />
      </ErrorBoundary>
    </div>
  ),
});

/** What an enhancing island was handed: its fallback, and the links left in its element. */
const enhanced: { fallback: readonly Node[]; links: number }[] = [];

/** Renders a button with the text of the host's link, as the confirm dialog enhances its trigger. */
function EnhancingTrigger({ fallback, element }: IslandProps<Greeting>) {
  enhanced.push({ fallback, links: element.querySelectorAll('a').length });
  const link = fallback.find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement);
  return <button type="button">{link?.textContent}</button>;
}

const enhancingIsland = defineIsland({
  name: 'confirm-dialog',
  propsSchema: greetingSchema,
  Component: EnhancingTrigger,
});

afterEach(() => {
  for (const handle of handles.splice(0)) handle.unmount();
  vi.restoreAllMocks();
});

/**
 * Renders a greeting island beside the one under test, asked for after it, and waits for its
 * first view: the settled state that proves nothing happened in the other. React renders the
 * roots' transitions in the order they were asked for, so once the witness shows, a render of
 * the island under test asked for before it has run (and committed, unless it suspended).
 * With `prepare`, the witness renders when that settles, as the island under test does.
 */
async function witnessShown(prepare?: () => Promise<unknown>) {
  const element = document.createElement('div');
  element.id = 'witness';
  element.dataset.nordpark = 'date-field';
  document.body.append(element);
  const onFirstView = vi.fn();
  const island = greetingIsland('date-field');
  render('witness', prepare ? { ...island, prepare } : island, onFirstView);
  await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
}

function render<P>(id: string, definition: IslandDefinition<P>, onFirstView?: () => void) {
  const errors: [NordparkError, RenderErrorKind][] = [];
  const handle = renderIsland({
    name: definition.name,
    element: byId(id),
    definition,
    onError: (error, kind) => errors.push([error, kind]),
    ...(onFirstView ? { onFirstView } : {}),
  });
  handles.push(handle);
  return { handle, errors };
}

describe('renderIsland', () => {
  it('renders with the resolved config and props, replacing the fallback once the view is there', async () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"greeting":"hej"}'><p>Loading…</p></div>`,
    );
    const onFirstView = vi.fn();
    render('d', greetingIsland('date-field'), onFirstView);
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    expect(byId('d').innerHTML).toMatch(
      /^<div class="np-island-view"><p class="greeting"[^>]*>hej se<\/p><\/div>$/,
    );
  });

  it('keeps the fallback, untouched, while the first view suspends, and swaps it in one go', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"><input name="q" value="typed"></div>');
    const input = byId('d').querySelector('input');
    const texts = deferred<string>();
    const onFirstView = vi.fn();
    // React subscribes to the texts when the island's render suspends on them.
    const subscribed = vi.spyOn(texts.promise, 'then');
    render('d', suspendingIsland('date-field', texts.promise), onFirstView);
    await vi.waitFor(() => expect(subscribed).toHaveBeenCalled(), patiently);
    await witnessShown();
    // The host's own input is still the one on screen (never moved, so never blurred).
    expect(byId('d').querySelector('input')).toBe(input);
    expect(byId('d').textContent).toBe('');
    expect(onFirstView).not.toHaveBeenCalled();
    texts.resolve('hej');
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    expect(byId('d').querySelector('input')).toBeNull();
    expect(byId('d').textContent).toBe('hej');
  });

  it("renders once the island's prepare settled, so its first render does not suspend on what prepare loaded", async () => {
    setUpPage('<div id="d" data-nordpark="date-field"><p>Laddar…</p></div>');
    const texts = deferred<string>();
    const loadTexts = cachedLoader((_language: string) => texts.promise);
    const fallbacks = vi.fn(() => null);
    function Fallback() {
      return fallbacks();
    }
    function Texts({ config }: IslandProps<Greeting>) {
      return <p>{use(loadTexts(config.language))}</p>;
    }
    const island = defineIsland({
      name: 'date-field',
      propsSchema: greetingSchema,
      Component: (props: IslandProps<Greeting>) => (
        <Suspense fallback={<Fallback />}>
          <Texts {...props} />
        </Suspense>
      ),
      prepare: (config) => loadTexts(config.language),
    });
    const onFirstView = vi.fn();
    render('d', island, onFirstView);
    await witnessShown();
    expect(byId('d').textContent).toBe('Laddar…');
    expect(fallbacks).not.toHaveBeenCalled();
    texts.resolve('hej');
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    expect(byId('d').textContent).toBe('hej');
    // The island's own boundary never showed its fallback: no commit for React to throttle.
    expect(fallbacks).not.toHaveBeenCalled();
  });

  it('renders the first view in slices: a big island does not hold the main thread in one task', async () => {
    setUpPage('<div id="d" data-nordpark="facility-search"></div>');
    // Forty parts of 3 ms each: one task of 120 ms unless React yields between them.
    const PARTS = Array.from({ length: 40 }, (_, i) => `part ${i}`);
    function SlowPart() {
      const until = performance.now() + 3;
      while (performance.now() < until) {
        // a part that takes its time to render
      }
      return <span>·</span>;
    }
    const island = defineIsland({
      name: 'facility-search',
      propsSchema: greetingSchema,
      Component: () => (
        <div>
          {PARTS.map((part) => (
            <SlowPart key={part} />
          ))}
        </div>
      ),
    });
    const onFirstView = vi.fn();
    let viewShownWhenTimerRan: boolean | undefined;
    setTimeout(() => {
      viewShownWhenTimerRan = onFirstView.mock.calls.length > 0;
    }, 0);
    render('d', island, onFirstView);
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    // Another task (input, a paint, the data's answer) got its turn while the view rendered.
    expect(viewShownWhenTimerRan).toBe(false);
    expect(byId('d').textContent).toHaveLength(40);
  });

  it('a prepare that fails still renders the island; unmounted before it settles, nothing renders', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field"></div>');
    const failing = { ...greetingIsland('date-field'), prepare: () => Promise.reject(new Error('offline')) };
    const onFirstView = vi.fn();
    render('a', failing, onFirstView);
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    expect(byId('a').textContent).not.toBe('');
    const slow = deferred<void>();
    const rendered = vi.fn(() => <p>late</p>);
    const { handle, errors } = render(
      'b',
      defineIsland({
        name: 'date-field',
        propsSchema: greetingSchema,
        Component: rendered,
        prepare: () => slow.promise,
      }),
    );
    handle.unmount();
    // A witness whose prepare is the same promise renders right after the unmounted one would.
    const shown = witnessShown(() => slow.promise);
    slow.resolve();
    await shown;
    expect(rendered).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
    expect(byId('b').textContent).toBe('');
  });

  it('an IslandPending in the first view holds it: the fallback stays until it is gone', async () => {
    setUpPage('<div id="d" data-nordpark="booking-flow"><p>Laddar…</p></div>');
    const onFirstView = vi.fn();
    const island = pendingIsland('booking-flow');
    render('d', island, onFirstView);
    await witnessShown();
    expect(byId('d').textContent).toBe('Laddar…');
    expect(onFirstView).not.toHaveBeenCalled();
    island.finish();
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    expect(byId('d').textContent).toBe('first step');
  });

  it('while an inner part holds the first view, what already rendered stays hidden: never beside the fallback', async () => {
    setUpPage('<div id="d" data-nordpark="facility-search"><p>Laddar…</p></div>');
    const onFirstView = vi.fn();
    const island = partlyPendingIsland('facility-search');
    render('d', island, onFirstView);
    await witnessShown();
    const view = byId('d').querySelector<HTMLElement>('.np-island-view');
    expect(view?.textContent).toBe('header');
    expect(view?.hidden).toBe(true);
    expect(byId('d').querySelector('p')?.textContent).toBe('Laddar…');
    island.finish();
    await vi.waitFor(() => expect(onFirstView).toHaveBeenCalledOnce(), patiently);
    expect(view?.hidden).toBe(false);
    expect(byId('d').textContent).toBe('headerdates');
  });

  it('hands the island the fallback nodes it replaced, so an island can enhance what the host rendered', async () => {
    setUpPage(
      `<div id="d" data-nordpark="confirm-dialog"><a href="/se/delete?id=1" class="btn">Ta bort</a> <script type="application/json">{}</script></div>`,
    );
    const original = Array.from(byId('d').childNodes);
    enhanced.length = 0;
    render('d', enhancingIsland);
    await vi.waitFor(() => expect(enhanced).not.toHaveLength(0), patiently);
    expect(enhanced[0]?.fallback).toEqual(original);
    expect(enhanced[0]?.fallback.every((node, i) => node === original[i])).toBe(true);
    // The host's link is on screen until the enhanced trigger replaces it.
    expect(enhanced[0]?.links).toBe(1);
    await vi.waitFor(() => expect(byId('d').querySelectorAll('a')).toHaveLength(0), patiently);
    expect(byId('d').innerHTML).toBe(
      '<div class="np-island-view"><button type="button">Ta bort</button></div>',
    );
  });

  it('hands an island without server-rendered content an empty fallback', async () => {
    setUpPage('<div id="d" data-nordpark="confirm-dialog"></div>');
    enhanced.length = 0;
    render('d', enhancingIsland);
    await vi.waitFor(() => expect(enhanced).not.toHaveLength(0), patiently);
    expect(enhanced[0]?.fallback).toEqual([]);
  });

  it('gives each island its own React root with a unique identifierPrefix', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field"></div>');
    render('a', greetingIsland('date-field'));
    render('b', greetingIsland('date-field'));
    await vi.waitFor(() => expect(document.querySelectorAll('.greeting')).toHaveLength(2), patiently);
    const idOf = (id: string) => byId(id).querySelector('.greeting')?.getAttribute('data-id') ?? '';
    const prefix = (id: string) => /np\d+-/.exec(idOf(id))?.[0];
    expect(prefix('a')).toBeDefined();
    expect(prefix('b')).toBeDefined();
    expect(prefix('a')).not.toBe(prefix('b'));
  });

  it('unmounting one island frees its root and leaves the other rendered', async () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field"></div>');
    const seenA = lifecycle();
    const seenB = lifecycle();
    const { handle } = render('a', greetingIsland('date-field', seenA));
    render('b', greetingIsland('date-field', seenB));
    await vi.waitFor(() => expect(document.querySelectorAll('.greeting')).toHaveLength(2), patiently);
    handle.unmount();
    expect(seenA.unmounts).toBe(1);
    expect(byId('a').childNodes).toHaveLength(0);
    expect(seenB.unmounts).toBe(0);
    expect(byId('b').textContent).toBe('hello se');
  });

  it('throws a config or props error before creating a root, leaving the element as it was', () => {
    setUpPage('<div id="d" data-nordpark="date-field"><p>fallback</p></div>', { country: 'xx' });
    expect(() => render('d', greetingIsland('date-field'))).toThrow(ConfigError);
    expect(byId('d').innerHTML).toBe('<p>fallback</p>');
  });

  it("contains a thrown render in the island's error boundary and reports it once as caught", async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'se', language: 'sv' });
    const { errors } = render('d', throwingIsland('date-field'));
    await vi.waitFor(() => expect(errors).not.toHaveLength(0), patiently);
    const message = byId('d').querySelector('.np-island-error[role="alert"]');
    expect(message?.textContent).toBe('Den här delen av sidan kunde inte visas. Försök att ladda om sidan.');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toBe('caught');
    expect(errors[0]?.[0]).toBeInstanceOf(IslandRenderError);
    expect(errors[0]?.[0].message).toContain('date-field on div#d: it failed while rendering (Error: boom)');
    // The root's callbacks replace React's own logging: the loader logs, once.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it("reports an error an island's own boundary caught as recovered, and the island stays up", async () => {
    setUpPage('<div id="s" data-nordpark="facility-search"></div>');
    const { errors } = render('s', islandWithInnerBoundary);
    await vi.waitFor(() => expect(byId('s').textContent).toBe('map unavailable'), patiently);
    expect(errors.map(([error, kind]) => [kind, (error as IslandRenderError).recovered])).toEqual([
      ['recovered', true],
    ]);
  });
});
