import { patiently, timersSetSoFar } from '@nordpark/ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byId, greetingIsland, moduleOf, setUpPage, state, stylesheetsLoad } from '../testing/islands';
import { mount, unmount } from './mount';
import { STATE_EVENT } from './records';
import { registerIsland } from './registry';

// Islands that wait for their trigger (data-nordpark-load), as the drop-in mounts a page:
// `whenDue`. The triggers themselves are whenDue.test.ts's; here `interaction`, the one a test
// fires with an event.

let load: ReturnType<typeof vi.fn>;
let prefetch: ReturnType<typeof vi.fn>;
let states: string[];
const record = (event: Event) => states.push((event as CustomEvent<{ state: string }>).detail.state);

beforeAll(async () => {
  // The first imports of the runtime and the waiting chunk are transformed on the fly.
  await Promise.all([import('../runtime/index'), import('./whenDue')]);
});

beforeEach(() => {
  load = vi.fn(moduleOf(greetingIsland('date-field')));
  // A data entry with nothing to ask for: the island asks for its data itself.
  prefetch = vi.fn(async () => ({ dataRequest: () => undefined, prefetch: () => undefined }));
  stylesheetsLoad(true);
  registerIsland('date-field', load as never, {
    css: ['/islands/date-field.css'],
    prefetch: prefetch as never,
  });
  states = [];
  document.addEventListener(STATE_EVENT, record);
});

afterEach(() => {
  document.removeEventListener(STATE_EVENT, record);
  unmount(document);
  stylesheetsLoad(false);
  registerIsland('date-field', moduleOf(greetingIsland('date-field')));
  vi.restoreAllMocks();
});

const WAITING =
  '<div id="d" data-nordpark="date-field" data-nordpark-load="interaction"><input id="f"></div>';
const stylesheetAdded = () => document.querySelector('link[rel="stylesheet"]') !== null;

describe('mount with whenDue', () => {
  it('leaves a waiting island `waiting`, loads nothing of it, and does not wait for it', async () => {
    setUpPage(WAITING);
    await mount(document, { whenDue: true });
    expect(state('d')).toBe('waiting');
    expect(states).toEqual(['waiting']);
    expect(load).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
    expect(stylesheetAdded()).toBe(false);
    expect(byId('f').isConnected).toBe(true);
  });

  it('loads the island when its trigger fires: `loading` (with its event), then `mounted`', async () => {
    setUpPage(WAITING);
    await mount(document, { whenDue: true });
    // The trigger is armed once the waiting chunk has arrived.
    await vi.waitFor(() => {
      byId('f').dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(state('d')).not.toBe('waiting');
    }, patiently);
    expect(load).toHaveBeenCalledOnce();
    expect(prefetch).toHaveBeenCalledOnce();
    expect(stylesheetAdded()).toBe(true);
    await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    expect(states).toEqual(['waiting', 'loading', 'mounted']);
  });

  it('takes the page config\'s "load" as the default for islands without the attribute', async () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'se', load: 'interaction' });
    await mount(document, { whenDue: true });
    expect(state('d')).toBe('waiting');
  });

  it('mounts an eager island (and one without a trigger) as before', async () => {
    setUpPage('<div id="d" data-nordpark="date-field" data-nordpark-load="eager"></div>');
    await mount(document, { whenDue: true });
    expect(state('d')).toBe('mounted');
    expect(states).toEqual(['loading', 'mounted']);
  });

  it('mounts an island with a load value it does not know eagerly, never `waiting`, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUpPage('<div id="d" data-nordpark="date-field" data-nordpark-load="later"></div>');
    await mount(document, { whenDue: true });
    expect(states).toEqual(['loading', 'mounted']);
    await vi.waitFor(
      () => expect(warn).toHaveBeenCalledWith(expect.stringContaining('load "later"')),
      patiently,
    );
  });

  it('mount without whenDue (window.nordpark.mount) wakes a waiting island at once and waits for it', async () => {
    setUpPage(WAITING);
    const arming = vi.spyOn(byId('d'), 'addEventListener');
    await mount(document, { whenDue: true });
    // The waiting chunk has arrived and armed the trigger.
    await vi.waitFor(
      () => expect(arming).toHaveBeenCalledWith('pointerdown', expect.any(Function), expect.anything()),
      patiently,
    );
    await mount(byId('d'));
    expect(state('d')).toBe('mounted');
    expect(load).toHaveBeenCalledOnce();
    // Its trigger is forgotten: a later interaction loads nothing again.
    byId('d').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
  });

  it('mount without whenDue wakes an island even before the waiting chunk arrived', async () => {
    setUpPage(WAITING);
    void mount(document, { whenDue: true });
    await mount(document);
    expect(state('d')).toBe('mounted');
    expect(states).toEqual(['waiting', 'loading', 'mounted']);
  });

  it('an island unmounted while waiting loses its state and never loads', async () => {
    setUpPage(WAITING);
    await mount(document, { whenDue: true });
    unmount(byId('d'));
    expect(state('d')).toBeNull();
    // The waiting chunk may arrive after the unmount: it must not arm the trigger then. The
    // loader asked for the chunk first, so its own import has settled when ours has; what it
    // does with it is microtasks, all run before the next timer's task.
    await import('./whenDue');
    await timersSetSoFar();
    byId('f').dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
    expect(state('d')).toBeNull();
  });
});
