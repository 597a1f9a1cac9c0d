import { html, raw } from 'hono/html';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../testing/parseHtml';
import { island } from './island';
import { jsonForScript, jsonScript } from './json';
import { htmlText } from './types';

const XSS = `<script>alert("x")</script>' onmouseover='alert(1)`;

// The pages are built with hono/html: what the site relies on it for.
describe('html (hono/html)', () => {
  it('escapes interpolated text in content and quoted attributes, keeps literal markup and raw()', () => {
    const markup = htmlText(html`<p title="${XSS}">${XSS} ${42}${raw('<i>ok</i>')}</p>`);
    const p = parseHtml(`<!doctype html><body>${markup}</body>`).querySelector('p');
    expect(p?.getAttribute('title')).toBe(XSS);
    expect(p?.textContent).toBe(`${XSS} 42ok`);
    expect(p?.getAttributeNames()).toEqual(['title']);
    expect(p?.querySelector('script')).toBeNull();
  });

  it('nests markup without escaping it twice; arrays in order; false, null and undefined render nothing', () => {
    const inner = html`<b>${'a&b'}</b>`;
    expect(htmlText(html`<p>${inner}${['<', html`<br>`]}${false}${null}${undefined}</p>`)).toBe(
      '<p><b>a&amp;b</b>&lt;<br></p>',
    );
  });
});

describe('JSON in a script element', () => {
  it('writes < > & and the line separators as \\u escapes', () => {
    expect(jsonForScript({ s: '</script><!--&>\u2028\u2029' })).toBe(
      '{"s":"\\u003c/script\\u003e\\u003c!--\\u0026\\u003e\\u2028\\u2029"}',
    );
  });

  it('keeps data that contains </script> inside the element, and it parses back unchanged', () => {
    const data = { text: '</script><script>alert(1)</script>', nested: ['<!--', '</SCRIPT >'] };
    const document = parseHtml(
      `<!doctype html><head>${htmlText(jsonScript(data, 'cfg'))}</head><body></body>`,
    );
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.getElementById('cfg')?.textContent ?? '')).toEqual(data);
  });

  it('writes null for a value JSON cannot represent', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});

describe('island', () => {
  it('emits the contract attributes, escaped props, the class that reserves its height and the fallback', () => {
    const markup = island({
      name: 'booking-flow',
      props: { fId: XSS },
      fallback: html`<p>${XSS}</p>`,
      id: 'flow',
    });
    const element = parseHtml(`<!doctype html><body>${htmlText(markup)}</body>`).getElementById('flow');
    expect(element?.getAttribute('data-nordpark')).toBe('booking-flow');
    expect(JSON.parse(element?.getAttribute('data-nordpark-props') ?? '')).toEqual({ fId: XSS });
    expect(element?.getAttribute('class')).toBe('site-island site-island--booking-flow');
    expect(element?.hasAttribute('style')).toBe(false);
    expect(element?.querySelector('p')?.textContent).toBe(XSS);
    expect(element?.querySelector('script')).toBeNull();
  });

  it('leaves data-nordpark-props out when there are no props', () => {
    expect(htmlText(island({ name: 'date-field', fallback: '' }))).not.toContain('data-nordpark-props');
  });
});
