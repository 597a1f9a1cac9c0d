// How the loader handles each way a rendered island can fail, with the React runtime
// replaced by a fake that reports what a real root would.
import { patiently, timersSetSoFar } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { IslandRenderError, type NordparkError } from '../errors';
import type { RenderErrorKind, RenderRequest } from '../runtime/renderIsland';
import { byId, greetingIsland, moduleOf, setUpPage, state } from '../testing/islands';
import { mount, unmount } from './mount';
import { registerIsland } from './registry';

const runtime = vi.hoisted(() => ({ renderIsland: vi.fn() }));
vi.mock('../runtime/index', async () => ({
  ...runtime,
  islandOf: (await import('../runtime/islandOf')).islandOf,
}));

let consoleError: MockInstance<Console['error']>;
let consoleWarn: MockInstance<Console['warn']>;
const unmountRoot = vi.fn();
let report: ((error: NordparkError, kind: RenderErrorKind) => void) | undefined;

/** A fake render that puts React-owned content in the element and may report an error. */
function renderThen(kind?: RenderErrorKind) {
  runtime.renderIsland.mockImplementation(({ element, onError, onFirstView }: RenderRequest<unknown>) => {
    element.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'react content' }));
    report = onError;
    if (kind)
      onError(new IslandRenderError('date-field', element, new Error('boom'), kind === 'recovered'), kind);
    // As the real runtime does: the first view (or the boundary's message) is reported after
    // the commit that shows it, and never when React removed the tree.
    if (kind !== 'uncaught') queueMicrotask(() => onFirstView?.());
    return { unmount: unmountRoot };
  });
}

beforeEach(() => {
  registerIsland('date-field', moduleOf(greetingIsland('date-field')));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  setUpPage('<div id="d" data-nordpark="date-field"><p>fallback</p></div>');
});

afterEach(() => {
  unmount(document);
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('render errors', () => {
  it("caught: error state and one console.error; the boundary's message (React content) stays", async () => {
    renderThen('caught');
    const onError = vi.fn();
    await mount(document, { onError });
    expect(state('d')).toBe('error');
    expect(byId('d').textContent).toBe('react content');
    expect(consoleError).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('uncaught: React removed the tree, so the loader shows the message', async () => {
    renderThen('uncaught');
    await mount(document);
    expect(state('d')).toBe('error');
    expect(byId('d').querySelector('.np-island-error[role="alert"]')).not.toBeNull();
    expect(consoleError).toHaveBeenCalledOnce();
    unmount(document);
    expect(unmountRoot).toHaveBeenCalledOnce();
    expect(byId('d').innerHTML).toBe('<p>fallback</p>');
  });

  it('recovered: the island stays mounted; the host hears of it, the console only warns', async () => {
    renderThen('recovered');
    const onError = vi.fn();
    await mount(document, { onError });
    expect(state('d')).toBe('mounted');
    expect(byId('d').textContent).toBe('react content');
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ recovered: true }), byId('d'));
  });

  it('an error caught after mounting turns the state from mounted to error', async () => {
    renderThen();
    await mount(document);
    expect(state('d')).toBe('mounted');
    report?.(new IslandRenderError('date-field', byId('d'), new Error('later')), 'caught');
    expect(state('d')).toBe('error');
    await vi.waitFor(() => expect(consoleError).toHaveBeenCalledOnce(), patiently);
  });

  it('a root that fails after unmount reports nothing', async () => {
    renderThen();
    await mount(document);
    unmount(document);
    report?.(new IslandRenderError('date-field', byId('d'), new Error('late')), 'caught');
    // A report would log once the failure chunk is in: the loader asks for it first, so its own
    // import has settled when ours has, and what it does then is microtasks, all run before the
    // next timer's task.
    await import('./failure');
    await timersSetSoFar();
    expect(consoleError).not.toHaveBeenCalled();
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('a render that throws something unexpected is reported as an IslandRenderError', async () => {
    runtime.renderIsland.mockImplementation(() => {
      throw new RangeError('bad');
    });
    const onError = vi.fn();
    await mount(document, { onError });
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(IslandRenderError);
    expect(onError.mock.calls[0]?.[0].message).toContain('it failed while rendering (RangeError: bad)');
    expect(state('d')).toBe('error');
  });
});
