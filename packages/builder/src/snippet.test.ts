import { parseIslandLink } from '@nordpark/islands';
import { describe, expect, it } from 'vitest';
import { buildSnippet, escapeHtml, islandBlock, previewDocument, scriptJson } from './snippet';

const manifest = {
  files: {
    'nordpark.js': { integrity: 'sha384-js' },
    'nordpark.css': { integrity: 'sha384-css' },
    'islands/booking-flow.css': { integrity: 'sha384-island' },
  },
};

/** The markup as inert nodes: a template loads no stylesheet and runs no script. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('the island block', () => {
  it('reads back as the same props, whatever the text holds', () => {
    const props = { heading: `It's <b>"quoted"</b> & 'single'`, fId: 'a b' };
    const element = parse(islandBlock('confirm-dialog', props)).querySelector('[data-nordpark]');
    expect(element?.getAttribute('data-nordpark')).toBe('confirm-dialog');
    expect(JSON.parse(element?.getAttribute('data-nordpark-props') ?? '')).toEqual(props);
  });

  it('leaves out the props attribute when there are none', () => {
    expect(islandBlock('date-field', {})).toBe('<div data-nordpark="date-field"></div>');
  });

  it('says when the island wakes, when the editor chose it', () => {
    const input = { island: 'date-field' as const, props: {}, config: { country: 'se' }, assetBase: '/' };
    const block = parse(buildSnippet({ ...input, load: 'idle' }).block).querySelector('[data-nordpark]');
    expect(block?.getAttribute('data-nordpark-load')).toBe('idle');
    const element = parse(islandBlock('booking-flow', { fId: 'x' }, 'visible')).querySelector(
      '[data-nordpark]',
    );
    expect(element?.getAttribute('data-nordpark-load')).toBe('visible');
    expect(islandBlock('booking-flow', { fId: 'x' })).not.toContain('data-nordpark-load');
  });

  it('holds no script', () => {
    expect(islandBlock('booking-flow', { fId: '</script><script>alert(1)</script>' })).not.toMatch(
      /<script/i,
    );
  });
});

describe('the forms of an island', () => {
  const se = { country: 'se' };
  const booking = buildSnippet({
    island: 'booking-flow',
    props: { fId: 42, variant: 'simple' },
    config: se,
    assetBase: '/',
  });

  it('a block holds a working link to the page it stands for, which carries the same island', () => {
    const element = parse(booking.block).querySelector('[data-nordpark="booking-flow"]');
    const link = element?.querySelector('a');
    expect(link?.textContent).toBe('Boka parkering');
    const href = link?.getAttribute('href') ?? '';
    expect(href.startsWith('/se/booking/?fId=42&t=1#')).toBe(true);
    expect(parseIslandLink(href)).toEqual({
      island: 'booking-flow',
      props: element?.getAttribute('data-nordpark-props'),
      load: undefined,
    });
  });

  it('the link form is one paragraph holding that link alone, and its address is the same', () => {
    const paragraph = parse(booking.link ?? '').firstElementChild;
    expect(paragraph?.tagName).toBe('P');
    expect(paragraph?.children).toHaveLength(1);
    expect(paragraph?.querySelector('a')?.getAttribute('href')).toBe(booking.linkHref);
    expect(parse(booking.block).querySelector('a')?.getAttribute('href')).toBe(booking.linkHref);
  });

  it('a search links to the search page, in the page’s language, unless the editor gives a page', () => {
    const input = {
      island: 'facility-search' as const,
      props: {},
      config: { country: 'no' },
      assetBase: '/',
    };
    const search = parse(buildSnippet(input).block).querySelector('a');
    expect(search?.textContent).toBe('Finn parkering');
    expect(search?.getAttribute('href')).toBe('/no/search#nordpark=facility-search');
    const own = buildSnippet({ ...input, linkTarget: 'https://www.nordpark.no/parkering' });
    expect(own.linkHref).toBe('https://www.nordpark.no/parkering#nordpark=facility-search');
  });

  it('a confirm action links to the my-parking page', () => {
    const props = { action: 'delete-vehicle', vehicle: { uid: 'v' } };
    const confirm = buildSnippet({
      island: 'confirm-dialog',
      props,
      config: { country: 'fi' },
      assetBase: '/',
    });
    expect(confirm.linkHref?.startsWith('/fi/my-parking#nordpark=confirm-dialog&')).toBe(true);
  });

  it('a date field holds a labelled date input under its name, and has no link form', () => {
    const props = { name: 'arrival', text: 'Ankomst', value: '2026-12-24' };
    const date = buildSnippet({ island: 'date-field', props, config: se, assetBase: '/' });
    const input = parse(date.block).querySelector('[data-nordpark] label input');
    expect(input?.getAttribute('type')).toBe('date');
    expect(input?.getAttribute('name')).toBe('arrival');
    expect(input?.getAttribute('value')).toBe('2026-12-24');
    expect(input?.closest('label')?.textContent?.trim()).toBe('Ankomst');
    expect(date.link).toBeUndefined();
  });

  it('the headless form is the island and its props as JSON', () => {
    const snippet = buildSnippet({
      island: 'booking-flow',
      props: { fId: 1 },
      config: se,
      assetBase: '/',
      load: 'visible',
    });
    expect(JSON.parse(snippet.headless)).toEqual({
      island: 'booking-flow',
      props: { fId: 1 },
      load: 'visible',
    });
  });

  it('escapes what the fallback shows', () => {
    const props = { name: 'a"b', text: '<b>Datum</b>' };
    const date = parse(buildSnippet({ island: 'date-field', props, config: se, assetBase: '/' }).block);
    expect(date.querySelector('b')).toBeNull();
    expect(date.querySelector('input')?.getAttribute('name')).toBe('a"b');
  });
});

describe('the site template part', () => {
  const snippet = buildSnippet({
    island: 'booking-flow',
    props: { fId: 'x' },
    config: { country: 'no', note: '</script>' },
    assetBase: 'https://cdn.example/nordpark/0.1.0/',
    manifest,
  });
  const page = parse(snippet.template);

  it('links the stylesheets and the loader from the bundle’s folder with the manifest’s integrity', () => {
    const links = [...page.querySelectorAll('link')].map((link) => [
      link.getAttribute('href'),
      link.getAttribute('integrity'),
    ]);
    expect(links).toEqual([
      ['https://cdn.example/nordpark/0.1.0/nordpark.css', 'sha384-css'],
      ['https://cdn.example/nordpark/0.1.0/islands/booking-flow.css', 'sha384-island'],
    ]);
    const loader = page.querySelector('script[type="module"]');
    expect(loader?.getAttribute('src')).toBe('https://cdn.example/nordpark/0.1.0/nordpark.js');
    expect(loader?.getAttribute('integrity')).toBe('sha384-js');
    expect(loader?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('holds the page config as JSON that no text inside can end early', () => {
    const script = page.getElementById('nordpark-config');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ country: 'no', note: '</script>' });
    expect(scriptJson('</script>')).not.toContain('</');
  });

  it('has no integrity where the manifest is missing, rather than a wrong one', () => {
    const bare = buildSnippet({
      island: 'date-field',
      props: {},
      config: { country: 'se' },
      assetBase: '/a/',
    });
    expect(bare.template).not.toContain('integrity');
  });

  it('gives npm users the component with the same config and props', () => {
    expect(snippet.npm).toContain("import { BookingFlow } from '@nordpark/booking-flow';");
    expect(snippet.npm).toContain('props={{"fId":"x"}}');
  });
});

describe('the preview document', () => {
  it('is a whole page holding the template part and the block', () => {
    const input = {
      island: 'date-field' as const,
      props: { name: 'd' },
      config: { country: 'fi' },
      assetBase: '/b/',
    };
    const html = previewDocument(input, 'fi');
    expect(html).toMatch(/^<!doctype html>\n<html lang="fi">/);
    const head = parse(html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>')));
    const body = parse(html.slice(html.indexOf('<body'), html.indexOf('</body>')));
    expect(body.querySelector('[data-nordpark="date-field"]')).not.toBeNull();
    expect(head.querySelector('script[src="/b/nordpark.js"]')).not.toBeNull();
  });

  it('escapes what it writes into attributes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
