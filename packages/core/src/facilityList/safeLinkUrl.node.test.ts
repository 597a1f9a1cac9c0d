import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { safeLinkUrl } from './safeLinkUrl';

const origin = 'https://www.example.se';

describe('safeLinkUrl', () => {
  test('SRCH-48 a same-site path is kept, resolved on the page origin', () => {
    expect(safeLinkUrl('/se/parkering/stockholm/garage', origin)).toBe(
      'https://www.example.se/se/parkering/stockholm/garage',
    );
    expect(safeLinkUrl('  /se/kolista?fId=1#x ', origin)).toBe('https://www.example.se/se/kolista?fId=1#x');
  });

  test('SRCH-48 an absolute http(s) URL is kept, on any site', () => {
    expect(safeLinkUrl('https://parking.example.no/anlegg/1', origin)).toBe(
      'https://parking.example.no/anlegg/1',
    );
    expect(safeLinkUrl('HTTP://Other.example/x', origin)).toBe('http://other.example/x');
  });

  test('SRCH-48 script, data and other schemes are refused, whatever their case or spacing', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'java\tscript:alert(1)',
      '\u0000javascript:alert(1)',
      'javascript&#58;alert(1)x:',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:a@example.se',
      'blob:https://www.example.se/1',
    ]) {
      const result = safeLinkUrl(url, origin);
      expect(result === null || result.startsWith(`${origin}/`), url).toBe(true);
      expect(result?.toLowerCase().startsWith('javascript:') ?? false).toBe(false);
    }
    expect(safeLinkUrl('javascript:alert(1)', origin)).toBeNull();
    expect(safeLinkUrl('data:text/html,x', origin)).toBeNull();
  });

  test('SRCH-48 protocol-relative and backslash paths leave the site and are refused', () => {
    expect(safeLinkUrl('//evil.example/x', origin)).toBeNull();
    expect(safeLinkUrl('/\\evil.example/x', origin)).toBeNull();
    expect(safeLinkUrl('\\\\evil.example', origin)).toBeNull();
    expect(safeLinkUrl('https:\\\\evil.example', origin)).toBeNull();
  });

  test('nothing usable is null', () => {
    expect(safeLinkUrl('', origin)).toBeNull();
    expect(safeLinkUrl('   ', origin)).toBeNull();
    expect(safeLinkUrl(undefined, origin)).toBeNull();
    expect(safeLinkUrl(42, origin)).toBeNull();
    expect(safeLinkUrl('/x', 'not a url')).toBeNull();
  });

  test('SRCH-48 property: whatever the text, the answer is null or an http(s) URL, on the site unless written as a full URL', () => {
    const tricky = fc.constantFrom(
      'javascript:',
      'JaVaScRiPt:',
      'data:',
      '//',
      '/\\',
      '\\\\',
      'https://',
      'http:',
      '/',
      ' ',
      '\n',
      '\t',
      'evil.example',
      '@',
      '%2F%2F',
      '&#106;',
    );
    const text = fc
      .array(fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 6 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (input) => {
        const result = safeLinkUrl(input, origin);
        if (result === null) return;
        const url = new URL(result);
        expect(['http:', 'https:']).toContain(url.protocol);
        if (url.origin !== origin) expect(/^https?:\/\//i.test(input.trim())).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
