import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { islandLinkHref, parseIslandLink } from './linkForm';
import { LINK_SELECTOR } from './linkSelector';

describe('the link form', () => {
  it('says which island, with its props and when it wakes, and keeps the page it links to', () => {
    const href = islandLinkHref('/se/booking/?fId=12&t=1', {
      island: 'booking-flow',
      props: '{"fId":12,"variant":"simple"}',
      load: 'visible',
    });
    expect(href.startsWith('/se/booking/?fId=12&t=1#')).toBe(true);
    expect(new URL(href, 'https://www.example.se').searchParams.get('fId')).toBe('12');
    expect(parseIslandLink(href)).toEqual({
      island: 'booking-flow',
      props: '{"fId":12,"variant":"simple"}',
      load: 'visible',
    });
  });

  it('leaves out props that say nothing, and replaces a fragment the page had', () => {
    const href = islandLinkHref('https://www.example.se/se/search#top', {
      island: 'facility-search',
      props: '{}',
    });
    expect(href).toBe('https://www.example.se/se/search#nordpark=facility-search');
    expect(parseIslandLink(href)).toEqual({ island: 'facility-search', props: undefined, load: undefined });
  });

  it('is not an island without the island key, whatever else the fragment holds', () => {
    expect(parseIslandLink('/se/search')).toBeUndefined();
    expect(parseIslandLink('/se/search#nordpark-props=%7B%7D')).toBeUndefined();
    expect(parseIslandLink('/se/search#nordpark=')).toBeUndefined();
  });

  it('reads back any island name, props text and load value it wrote, on any target', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: true }),
        fc.string({ minLength: 1 }),
        fc.json(),
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        (target, island, props, load) => {
          const link = { island, props: props === '{}' ? undefined : props, load };
          const href = islandLinkHref(target, link);
          expect(parseIslandLink(href)).toEqual(link);
          // What the loader looks for is in the raw attribute, as an editor stores it.
          const anchor = document.createElement('a');
          anchor.setAttribute('href', href);
          expect(anchor.matches(LINK_SELECTOR)).toBe(true);
        },
      ),
    );
  });
});
