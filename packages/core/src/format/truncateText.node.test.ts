import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ELLIPSIS, truncateLimit, truncateText } from './truncateText';

// With the u flag, \p{Cs} matches only a surrogate that is not part of a pair.
const hasLoneSurrogate = (text: string): boolean => /\p{Cs}/u.test(text);

const words = (count: number): string =>
  Array.from({ length: count }, (_, i) => `word${String(i).padStart(2, '0')}`).join(' ');

describe('truncateText', () => {
  test('DOM-23 a description of 160 characters or fewer is left alone', () => {
    const text = 'a'.repeat(160);
    expect(truncateText(text, 1024)).toEqual({ text, truncated: false });
  });

  test('DOM-23 SRCH-41 one longer than 160 is cut at a word boundary, with an ellipsis and read-more', () => {
    const text = words(30); // 30 × 6 + 29 spaces = 209 characters
    const result = truncateText(text, 1024);
    expect(result.truncated).toBe(true);
    expect(result.text.endsWith(`word22${ELLIPSIS}`)).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(161);
    expect(text.startsWith(result.text.slice(0, -1))).toBe(true);
  });

  test('DOM-23 a space right at the limit counts as a boundary', () => {
    const text = `${'a'.repeat(160)} tail`;
    expect(truncateText(text, 1024)).toEqual({ text: `${'a'.repeat(160)}${ELLIPSIS}`, truncated: true });
  });

  test('DOM-24 below a width of 768 the limit is 80; at 768 it is 160', () => {
    expect(truncateLimit(767)).toBe(80);
    expect(truncateLimit(768)).toBe(160);
    const text = 'b'.repeat(100);
    expect(truncateText(text, 767).truncated).toBe(true);
    expect(truncateText(text, 768).truncated).toBe(false);
    expect(truncateText('c'.repeat(80), 320).truncated).toBe(false);
  });

  test('DOM-23 one very long word is cut at the limit, never through an emoji', () => {
    expect(truncateText('x'.repeat(200), 1024).text).toBe(`${'x'.repeat(160)}${ELLIPSIS}`);
    const emoji = `${'x'.repeat(159)}🚗🚗`;
    const result = truncateText(emoji, 1024);
    expect(result.text).toBe(`${'x'.repeat(159)}${ELLIPSIS}`);
    expect(hasLoneSurrogate(result.text)).toBe(false);
  });

  test('DOM-23 trailing punctuation is not left dangling before the ellipsis', () => {
    const text = `${'a'.repeat(100)}, ${'b'.repeat(100)}`;
    expect(truncateText(text, 1024).text).toBe(`${'a'.repeat(100)}${ELLIPSIS}`);
  });

  test('DOM-23 DOM-24 the result is never longer than the limit plus the ellipsis, and is a prefix', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '.', '\n', 'é', '🚗'), maxLength: 400 }),
        fc.integer({ min: 200, max: 2000 }),
        (text, width) => {
          const limit = truncateLimit(width);
          const result = truncateText(text, width);
          expect(result.truncated).toBe(text.length > limit);
          if (!result.truncated) {
            expect(result.text).toBe(text);
            return;
          }
          expect(result.text.length).toBeLessThanOrEqual(limit + ELLIPSIS.length);
          expect(result.text.endsWith(ELLIPSIS)).toBe(true);
          expect(text.startsWith(result.text.slice(0, -ELLIPSIS.length))).toBe(true);
          expect(hasLoneSurrogate(result.text)).toBe(false);
        },
      ),
    );
  });
});
