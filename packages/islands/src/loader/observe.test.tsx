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

/** Mutation records arrive in a microtask; the island's import needs a few more. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('observe', () => {
  it('mounts an island added to the page later', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(document);
    byId('page').append(island('d'));
    await vi.waitFor(() => expect(state('d')).toBe('mounted'));
    expect(byId('d').textContent).toBe('hello se');
  });

  it('mounts islands nested inside an added subtree', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(byId('page'));
    byId('page').insertAdjacentHTML(
      'beforeend',
      '<section><div><div id="a" data-nordpark="date-field"></div></div><div id="b" data-nordpark="date-field"></div></section>',
    );
    await vi.waitFor(() => expect([state('a'), state('b')]).toEqual(['mounted', 'mounted']));
  });

  it('unmounts an island removed from the page, freeing its root', async () => {
    setUpPage('<main id="page"><div id="d" data-nordpark="date-field"></div></main>');
    await mount(document);
    observer = observe(document);
    const element = byId('d');
    element.remove();
    await vi.waitFor(() => expect(seen.unmounts).toBe(1));
    expect(element.hasAttribute('data-nordpark-state')).toBe(false);
  });

  it('unmounts islands nested inside a removed subtree', async () => {
    setUpPage(
      '<main id="page"><section id="block"><div><div id="d" data-nordpark="date-field"></div></div></section></main>',
    );
    await mount(document);
    observer = observe(document);
    byId('block').remove();
    await vi.waitFor(() => expect(seen.unmounts).toBe(1));
  });

  it('re-mounts a block the CMS re-rendered: old island unmounted, new one mounted', async () => {
    setUpPage(
      '<main id="page"><section id="block"><div id="d" data-nordpark="date-field"></div></section></main>',
    );
    await mount(document);
    observer = observe(document);
    byId('block').outerHTML = '<section id="block"><div id="d" data-nordpark="date-field"></div></section>';
    await vi.waitFor(() => expect(state('d')).toBe('mounted'));
    expect(seen.unmounts).toBe(1);
    expect(seen.renders).toBe(2);
  });

  it('keeps an island that was only moved within the observed root', async () => {
    setUpPage(
      '<main id="page"><div id="d" data-nordpark="date-field"></div><aside id="side"></aside></main>',
    );
    await mount(document);
    observer = observe(document);
    byId('side').append(byId('d'));
    await settle();
    expect(seen.unmounts).toBe(0);
    expect(seen.renders).toBe(1);
    expect(state('d')).toBe('mounted');
  });

  it('leaves what an island renders inside itself alone: no island starts there', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(document);
    byId('page').append(island('d'));
    await vi.waitFor(() => expect(state('d')).toBe('mounted'));
    // Say server HTML the island shows carries the attribute.
    byId('d').append(island('inner'));
    await settle();
    await settle();
    expect(state('inner')).toBeNull();
  });

  it('stops after disconnect', async () => {
    setUpPage('<main id="page"></main>');
    observer = observe(document);
    observer.disconnect();
    byId('page').append(island('d'));
    await settle();
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
    await vi.waitFor(() => expect(onError).toHaveBeenCalledOnce());
    expect(state('d')).toBe('error');
  });
});
