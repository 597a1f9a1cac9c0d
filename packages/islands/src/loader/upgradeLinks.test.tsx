import { patiently } from '@nordpark/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { greetingIsland, moduleOf, setUpPage } from '../testing/islands';
import { islandLinkHref } from './linkForm';
import { mount, unmount } from './mount';
import { observe } from './observe';
import { registerIsland } from './registry';

const linkTo = (props?: object, island = 'date-field') =>
  islandLinkHref('/se/search?x=1', { island, props: props && JSON.stringify(props) });

beforeEach(() => {
  registerIsland('date-field', moduleOf(greetingIsland('date-field')));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  unmount(document);
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

const island = () => document.querySelector<HTMLElement>('[data-nordpark]');

describe('a link form on the page', () => {
  it('becomes the island it names, with its props, in the paragraph’s place', async () => {
    setUpPage(`<h2>Parking</h2><p><a href="${linkTo({ greeting: 'hej' })}">Find parking</a></p><p>after</p>`);
    await mount(document);
    const element = island();
    expect(element?.getAttribute('data-nordpark-state')).toBe('mounted');
    expect(element?.previousElementSibling?.tagName).toBe('H2');
    expect(element?.nextElementSibling?.textContent).toBe('after');
    expect(element?.textContent).toBe('hej se');
  });

  it('puts the working link back on unmount, and mounts again', async () => {
    setUpPage(`<p id="p"><a href="${linkTo()}">Find parking</a></p>`);
    await mount(document);
    unmount(document);
    expect(island()?.querySelector('#p a')?.textContent).toBe('Find parking');
    await mount(document);
    expect(island()?.getAttribute('data-nordpark-state')).toBe('mounted');
    expect(document.querySelectorAll('[data-nordpark]')).toHaveLength(1);
  });

  it('takes only the link when its paragraph holds other text', async () => {
    setUpPage(`<p id="p">Park with us: <a href="${linkTo()}">Find parking</a></p>`);
    await mount(document);
    expect(document.getElementById('p')?.firstChild?.textContent).toBe('Park with us: ');
    expect(document.querySelector('#p > [data-nordpark]')?.getAttribute('data-nordpark-state')).toBe(
      'mounted',
    );
  });

  it('is a block’s fallback, not an island of its own, inside an island element', async () => {
    setUpPage(
      `<div data-nordpark="date-field"><a href="${linkTo({ greeting: 'inner' })}">Find parking</a></div>`,
    );
    await mount(document);
    expect(document.querySelectorAll('[data-nordpark]')).toHaveLength(1);
    expect(island()?.textContent).toBe('hello se');
  });

  it('mounts when it is the root handed to mount, and when it is added later', async () => {
    setUpPage('<main id="main"></main>');
    const observer = observe(document);
    try {
      const main = document.getElementById('main') as HTMLElement;
      main.innerHTML = `<a href="${linkTo({ greeting: 'later' })}">Find parking</a>`;
      await vi.waitFor(
        () => expect(island()?.getAttribute('data-nordpark-state')).toBe('mounted'),
        patiently,
      );
      expect(island()?.textContent).toBe('later se');
    } finally {
      observer.disconnect();
    }
    const link = document.createElement('a');
    link.setAttribute('href', linkTo({ greeting: 'by hand' }));
    document.body.append(link);
    await mount(link);
    // The island replaced the link it was made from: it is the body's last element now.
    expect(document.body.lastElementChild?.getAttribute('data-nordpark-state')).toBe('mounted');
    expect(document.body.lastElementChild?.textContent).toBe('by hand se');
  });

  it('keeps its working link for visitors when its props are wrong', async () => {
    setUpPage(`<p><a href="${linkTo({ flexDays: 'many' })}">Find parking</a></p>`);
    await mount(document);
    expect(island()?.getAttribute('data-nordpark-state')).toBe('error');
    expect(island()?.querySelector('a')?.textContent).toBe('Find parking');
    expect(island()?.querySelector('[role="alert"]')).toBeNull();
  });

  it('explains wrong props inside the island in debug mode', async () => {
    history.replaceState(null, '', '?nordpark-debug');
    setUpPage(`<p><a href="${linkTo({ flexDays: 'many' })}">Find parking</a></p>`);
    await mount(document);
    expect(island()?.querySelector('[role="alert"]')?.textContent).toContain('flexDays');
  });

  it('keeps its link for visitors when it names no island this page knows', async () => {
    setUpPage(`<p><a href="${linkTo({}, 'no-such-island')}">Find parking</a></p>`);
    await mount(document);
    expect(island()?.getAttribute('data-nordpark-state')).toBe('error');
    expect(island()?.querySelector('a')?.textContent).toBe('Find parking');
  });
});
