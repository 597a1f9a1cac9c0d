import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toQueryString, withQuery } from './query';

describe('query strings (CFG-06)', () => {
  test('CFG-06 values are written as text; null, undefined and non-finite numbers are left out', () => {
    expect(
      toQueryString({
        a: 'x y',
        n: 1.5,
        t: true,
        f: false,
        none: null,
        gone: undefined,
        nan: Number.NaN,
        when: new Date(Date.UTC(2026, 10, 23)),
      }),
    ).toBe('a=x+y&n=1.5&t=true&f=false&when=2026-11-23T00%3A00%3A00.000Z');
  });

  test('CFG-06 a list repeats its key', () => {
    expect(toQueryString({ f: ['Indoor', 'Heated'] })).toBe('f=Indoor&f=Heated');
  });

  test('no parameters, no query string', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(withQuery('/a', '')).toBe('/a');
    expect(withQuery('/a', 'b=1')).toBe('/a?b=1');
    expect(withQuery('/a?x=1', 'b=1')).toBe('/a?x=1&b=1');
  });

  test('CFG-06 property: whatever the text, the server reads back what was sent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (params) => {
        const read = new URLSearchParams(toQueryString(params));
        for (const [key, value] of Object.entries(params)) expect(read.get(key)).toBe(value);
      }),
    );
  });
});
