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
    expect(buildSnippet({ ...input, load: 'idle' }).block).toBe(
      '<div data-nordpark="date-field" data-nordpark-load="idle"></div>',
    );
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
