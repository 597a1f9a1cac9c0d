import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { fetchPage, islandsOf, startTestServer } from '../testing/testServer';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const islandStylesheets = (document: Awaited<ReturnType<typeof fetchPage>>['document']) =>
  [...document.querySelectorAll('head link[rel="stylesheet"]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.includes('/islands/'));

describe('the article page: a long page with the booking flow at its end', () => {
  for (const [market, lang] of [
    ['se', 'sv'],
    ['no', 'nb'],
    ['fi', 'fi'],
  ] as const) {
    it(`/${market}/article is in ${lang}, its booking flow waits until visible, with a working fallback link`, async () => {
      const { response, document } = await fetchPage(server, `/${market}/article`);
      expect(response.status).toBe(200);
      expect(document.documentElement.getAttribute('lang')).toBe(lang);
      const [island] = islandsOf(document);
      expect(island?.name).toBe('booking-flow');
      expect(island?.element.getAttribute('data-nordpark-load')).toBe('visible');
      expect(island?.element.querySelector('a')?.getAttribute('href')).toMatch(
        new RegExp(`^/${market}/booking/\\?fId=`),
      );
      // The text comes first: several sections above the island.
      expect(document.querySelectorAll('article h2').length).toBeGreaterThan(4);
    });
  }

  it("links the island's stylesheet in the head only when the island loads at once", async () => {
    expect(islandStylesheets((await fetchPage(server, '/se/article')).document)).toEqual([]);
    expect(islandStylesheets((await fetchPage(server, '/se/article?load=idle')).document)).toEqual([]);
    expect(islandStylesheets((await fetchPage(server, '/se/article?load=eager')).document)).toEqual([
      '/assets/nordpark/islands/booking-flow.css',
    ]);
  });

  it('passes any other ?load= on as it is, escaped, for the loader to warn about', async () => {
    const { document } = await fetchPage(server, `/se/article?load=${encodeURIComponent('"><b>x')}`);
    const [island] = islandsOf(document);
    expect(island?.element.getAttribute('data-nordpark-load')).toBe('"><b>x');
    expect(document.querySelector('b')).toBeNull();
  });
});
