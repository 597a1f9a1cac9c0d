import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { readableKey, serverTextToPlain } from './serverText';

describe('serverTextToPlain', () => {
  test('tags go, paragraphs and <br> become lines, entities are decoded', () => {
    expect(
      serverTextToPlain(
        '<p>Infart från <strong>Kungsgatan</strong>.</p><p>Höjd 2,10&nbsp;m<br>Laddplatser &amp; MC</p>',
      ),
    ).toBe('Infart från Kungsgatan.\nHöjd 2,10 m\nLaddplatser & MC');
  });

  test('escaped markup is shown as the characters it stands for, not as a tag', () => {
    expect(serverTextToPlain('Use &lt;b&gt; carefully &#8211; ok')).toBe('Use <b> carefully – ok');
  });

  test('scripts and styles leave nothing behind; non-strings are empty', () => {
    expect(serverTextToPlain('a<script>alert(1)</script>b<style>p{}</style>')).toBe('ab');
    expect(serverTextToPlain(null)).toBe('');
    expect(serverTextToPlain(42)).toBe('');
  });

  test('list items become bullet lines', () => {
    expect(serverTextToPlain('<ul><li>Öppet dygnet runt</li><li>Kameraövervakat</li></ul>')).toBe(
      '• Öppet dygnet runt\n• Kameraövervakat',
    );
  });

  test('property: the result never holds a tag the input had, and never throws', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('p', 'strong', 'br', 'em', 'a href="x"'), (text, tag) => {
        const plain = serverTextToPlain(`<${tag}>${text.replace(/[<>&]/g, '')}</${tag.split(' ')[0]}>`);
        expect(plain).not.toMatch(/<\/?(p|strong|br|em|a)\b/);
      }),
    );
  });
});

describe('readableKey', () => {
  test.each([
    ['bicycleParking', 'Bicycle parking'],
    ['carWash', 'Car wash'],
    ['car_wash', 'Car wash'],
    ['EV', 'Ev'],
    ['valet', 'Valet'],
  ])('%s → %s', (key, words) => {
    expect(readableKey(key)).toBe(words);
  });
});
