import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  byId,
  greetingIsland,
  type Lifecycle,
  lifecycle,
  moduleOf,
  setUpPage,
  state,
} from '../testing/islands';
import type { IslandObserver } from '../types';
import { mount, unmount } from './mount';
import { observe } from './observe';
import { registerIsland } from './registry';

let seen: Lifecycle;
let observer: IslandObserver | undefined;

beforeAll(async () => {
  // The first import of the runtime chunk is transformed on the fly; keep it out of waitFor.
  await import('../runtime/index');
});

beforeEach(() => {
  seen = lifecycle();
  registerIsland('date-field', moduleOf(greetingIsland('date-field', seen)));
});

afterEach(() => {
  observer?.disconnect();
  unmount(document);
  vi.restoreAllMocks();
});

function island(id: string): HTMLElement {
  const element = document.createElement('div');
  element.id = id;
  element.setAttribute('data-nordpark', 'date-field');
  return element;
}

/**
 * Resolves once the next mutations of `target` have reached every MutationObserver made before
 * this call: observers are told in the order they started observing, and `observe` claims the
 * islands it finds (their state attribute) in its own callback. Call it before the mutation.
 */
function delivered(target: Node): Promise<void> {
  return new Promise((resolve) => {
    const witness = new MutationObserver(() => {
      witness.disconnect();
      resolve();
    });
    witness.observe(target, { childList: true, subtree: true });
  });
}

describe('observe', () => {
  it('mounts an island added to the page later', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(document);
    byId('page').append(island('d'));
    await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    expect(byId('d').textContent).toBe('hello se');
  });

  it('mounts islands nested inside an added subtree', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(byId('page'));
    byId('page').insertAdjacentHTML(
      'beforeend',
      '<section><div><div id="a" data-nordpark="date-field"></div></div><div id="b" data-nordpark="date-field"></div></section>',
    );
    await vi.waitFor(() => expect([state('a'), state('b')]).toEqual(['mounted', 'mounted']), patiently);
  });

  it('unmounts an island removed from the page, freeing its root', async () => {
    setUpPage('<main id="page"><div id="d" data-nordpark="date-field"></div></main>');
    await mount(document);
    observer = observe(document);
    const element = byId('d');
    element.remove();
    await vi.waitFor(() => expect(seen.unmounts).toBe(1), patiently);
    expect(element.hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('unmounts islands nested inside a removed subtree', async () => {
    setUpPage(
      '<main id="page"><section id="block"><div><div id="d" data-nordpark="date-field"></div></div></section></main>',
    );
    await mount(document);
    observer = observe(document);
    byId('block').remove();
    await vi.waitFor(() => expect(seen.unmounts).toBe(1), patiently);
  });

  it('re-mounts a block the CMS re-rendered: old island unmounted, new one mounted', async () => {
    setUpPage(
      '<main id="page"><section id="block"><div id="d" data-nordpark="date-field"></div></section></main>',
    );
    await mount(document);
    observer = observe(document);
    byId('block').outerHTML = '<section id="block"><div id="d" data-nordpark="date-field"></div></section>';
    await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    expect(seen.unmounts).toBe(1);
    expect(seen.renders).toBe(2);
  });

  it('keeps an island that was only moved within the observed root', async () => {
    setUpPage(
      '<main id="page"><div id="d" data-nordpark="date-field"></div><aside id="side"></aside></main>',
    );
    // A witness island of another kind, added after the move: once it is mounted, a remount
    // of the moved island (asked for before it) would have rendered too.
    registerIsland('booking-flow', moduleOf(greetingIsland('booking-flow')));
    await mount(document);
    observer = observe(document);
    byId('side').append(byId('d'));
    const witness = island('w');
    witness.setAttribute('data-nordpark', 'booking-flow');
    byId('page').append(witness);
    await vi.waitFor(() => expect(state('w')).toBe('mounted'), patiently);
    expect(seen.unmounts).toBe(0);
    expect(seen.renders).toBe(1);
    expect(state('d')).toBe('mounted');
  });

  it('leaves what an island renders inside itself alone: no island starts there', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(document);
    byId('page').append(island('d'));
    await vi.waitFor(() => expect(state('d')).toBe('mounted'), patiently);
    // Say server HTML the island shows carries the attribute.
    const handled = delivered(document);
    byId('d').append(island('inner'));
    await handled;
    expect(state('inner')).toBeNull();
  });

  it('stops after disconnect', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(document);
    observer.disconnect();
    const handled = delivered(document);
    byId('page').append(island('d'));
    await handled;
    expect(byId('d').hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('reports failures of observed islands to the onError given', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    setUpPage('<main id="page"></main>');
    observer = observe(document, { onError });
    byId('page').insertAdjacentHTML(
      'beforeend',
      `<div id="d" data-nordpark="date-field" data-nordpark-props="{"></div>`,
    );
    // The state turns at once; the report follows once the failure chunk has loaded.
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce(), patiently);
    expect(state('d')).toBe('error');
  });
});
