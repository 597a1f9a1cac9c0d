import { afterEach, describe, expect, test, vi } from 'vitest';

// DOMPurify does not work on happy-dom (it lets script through: cure53/DOMPurify#1457). Here:
// that the offer then shows nothing, and what sanitizeOffer asks of a purifier that does work
// and does with its answer. The real sanitizing of script, handlers and javascript: URLs runs
// in Chromium (tests/browser/booking-network.browser.test.ts).

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

test('on a DOM where DOMPurify cannot be trusted, nothing of the offer gets through', async () => {
  const { sanitizeOffer } = await import('./sanitizeOffer');
  expect(await sanitizeOffer('<p>Vinterdäck <strong>-20 %</strong></p><img src=x onerror=alert(1)>')).toBe(
    '',
  );
  expect(await sanitizeOffer('<p>harmless</p>')).toBe('');
});

describe('with a purifier that works', () => {
  /** A stand-in for DOMPurify in a browser: the canary comes back clean; the offer as `clean`. */
  async function withPurifier(clean: string, supported = true) {
    const sanitize = vi.fn((html: string, _config?: unknown) =>
      html.includes('<script>x()</script>') ? '<p>ok</p><a>a</a>' : clean,
    );
    vi.doMock('dompurify', () => ({ default: { isSupported: supported, sanitize } }));
    const { sanitizeOffer } = await import('./sanitizeOffer');
    return { sanitizeOffer, sanitize };
  }

  test('what may style, cover or post from the host page is forbidden, beyond the defaults', async () => {
    const { sanitizeOffer, sanitize } = await withPurifier('<p>ok</p>');
    await sanitizeOffer('<p>offer</p>');
    const config = sanitize.mock.calls.at(-1)?.[1] as { FORBID_TAGS: string[]; FORBID_ATTR: string[] };
    for (const tag of ['style', 'form', 'iframe', 'object', 'embed', 'svg', 'base', 'meta', 'link'])
      expect(config.FORBID_TAGS).toContain(tag);
    for (const attribute of ['style', 'id', 'name', 'class']) expect(config.FORBID_ATTR).toContain(attribute);
  });

  test('allowed markup is kept; its links open in a new tab without the window', async () => {
    const { sanitizeOffer } = await withPurifier(
      '<h3>Vinterdäck</h3><p>Boka <a href="https://partner.example/tires">däckbyte</a> <strong>-20 %</strong></p>',
    );
    const html = await sanitizeOffer('<h3>Vinterdäck</h3>…');
    const template = document.createElement('template');
    template.innerHTML = html;
    expect(template.content.querySelector('h3')?.textContent).toBe('Vinterdäck');
    expect(template.content.querySelector('strong')?.textContent).toBe('-20 %');
    const link = template.content.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://partner.example/tires');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  test('an image without alternative text is marked as decoration; one with it keeps it', async () => {
    const { sanitizeOffer } = await withPurifier(
      '<img src="https://cdn.example/a.png"><img src="b.png" alt="Vinterdäck">',
    );
    const template = document.createElement('template');
    template.innerHTML = await sanitizeOffer('<img>');
    expect([...template.content.querySelectorAll('img')].map((image) => image.getAttribute('alt'))).toEqual([
      '',
      'Vinterdäck',
    ]);
  });

  test('a purifier the browser does not support lets nothing through', async () => {
    const { sanitizeOffer } = await withPurifier('<p>ok</p>', false);
    expect(await sanitizeOffer('<p>offer</p>')).toBe('');
  });
});
