import { describe, expect, it } from 'vitest';
import { parseHtml } from '../testing/parseHtml';
import { escapeHtml, html, raw } from './html';
import { island } from './island';
import { jsonForScript, jsonScript } from './json';

const XSS = `<script>alert("x")</script>' onmouseover='alert(1)`;

describe('html', () => {
  it('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('escapes interpolated strings and numbers but keeps literal markup', () => {
    expect(html`<p title="${XSS}">${XSS} ${42}</p>`.value).toBe(
      `<p title="${escapeHtml(XSS)}">${escapeHtml(XSS)} 42</p>`,
    );
  });

  it('nests SafeHtml and raw() without escaping them twice', () => {
    const inner = html`<b>${'a&b'}</b>`;
    expect(html`<p>${inner}${raw('<i>ok</i>')}</p>`.value).toBe('<p><b>a&amp;b</b><i>ok</i></p>');
  });

  it('renders arrays in order and false, null and undefined as nothing', () => {
    expect(html`${['<', html`<br>`]}${false}${null}${undefined}`.value).toBe('&lt;<br>');
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
    const document = parseHtml(`<!doctype html><head>${jsonScript(data, 'cfg').value}</head><body></body>`);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(JSON.parse(document.getElementById('cfg')?.textContent ?? '')).toEqual(data);
  });

  it('writes null for a value JSON cannot represent', () => {
    expect(jsonForScript(undefined)).toBe('null');
  });
});

describe('island', () => {
  it('emits the contract attributes, escaped props, a reserved height and the fallback', () => {
    const markup = island({
      name: 'booking-flow',
      props: { fId: XSS },
      fallback: html`<p>${XSS}</p>`,
      id: 'flow',
    });
    const element = parseHtml(`<!doctype html><body>${markup.value}</body>`).getElementById('flow');
    expect(element?.getAttribute('data-nordpark')).toBe('booking-flow');
    expect(JSON.parse(element?.getAttribute('data-nordpark-props') ?? '')).toEqual({ fId: XSS });
    expect(element?.getAttribute('style')).toBe('--np-island-min-height: max(32rem, 100vh)');
    expect(element?.querySelector('p')?.textContent).toBe(XSS);
    expect(element?.querySelector('script')).toBeNull();
  });

  it('leaves data-nordpark-props out when there are no props', () => {
    expect(island({ name: 'date-field', fallback: '' }).value).not.toContain('data-nordpark-props');
  });
});
