import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkLicencePlate, normalizeLicencePlate } from './licencePlate';

describe('checkLicencePlate', () => {
  test('Swedish plates: ABC 123 and the newer ABC 12A; I, Q, V and short ones refused', () => {
    expect(checkLicencePlate('abc 123', 'se')).toEqual({ ok: true, plate: 'ABC123' });
    expect(checkLicencePlate('MLB 84C', 'se')).toEqual({ ok: true, plate: 'MLB84C' });
    expect(checkLicencePlate('AIC 123', 'se').ok).toBe(false);
    expect(checkLicencePlate('AB 123', 'se').ok).toBe(false);
    expect(checkLicencePlate('ABC 1234', 'se').ok).toBe(false);
  });

  test('Norwegian plates: two letters and four or five digits', () => {
    expect(checkLicencePlate('EL 12345', 'no')).toEqual({ ok: true, plate: 'EL12345' });
    expect(checkLicencePlate('AB 1234', 'no').ok).toBe(true);
    expect(checkLicencePlate('ABC 123', 'no').ok).toBe(false);
  });

  test('Finnish plates: one to three letters, a hyphen, one to three digits', () => {
    expect(checkLicencePlate('ABC-123', 'fi')).toEqual({ ok: true, plate: 'ABC123' });
    expect(checkLicencePlate('ÖA-1', 'fi').ok).toBe(true);
    expect(checkLicencePlate('ABCD-123', 'fi').ok).toBe(false);
  });

  test('a foreign plate: any two to ten letters and digits, in any script', () => {
    expect(checkLicencePlate('B-MW 1234', 'foreign')).toEqual({ ok: true, plate: 'BMW1234' });
    expect(checkLicencePlate('ЖК 777', 'foreign').ok).toBe(true);
    expect(checkLicencePlate('X', 'foreign').ok).toBe(false);
    expect(checkLicencePlate('ABC<script>', 'foreign').ok).toBe(false);
  });

  test('empty or only separators is "empty", never "format"', () => {
    for (const origin of ['se', 'no', 'fi', 'foreign'] as const) {
      expect(checkLicencePlate('  - ', origin)).toEqual({ ok: false, problem: 'empty' });
    }
  });

  test('property: any generated Swedish plate passes, written with or without a space, in any case', () => {
    const letter = fc.constantFrom(...'ABCDEFGHJKLMNOPRSTUWXYZ');
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    fc.assert(
      fc.property(
        fc.tuple(letter, letter, letter, digit, digit, fc.oneof(digit, letter)),
        fc.boolean(),
        (parts, lower) => {
          const plate = `${parts.slice(0, 3).join('')} ${parts.slice(3).join('')}`;
          const check = checkLicencePlate(lower ? plate.toLowerCase() : plate, 'se');
          expect(check).toEqual({ ok: true, plate: plate.replace(' ', '') });
        },
      ),
    );
  });

  test('property: a plate that passes is normalised (no spaces or hyphens, upper case) and passes again', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 14 }),
        fc.constantFrom('se', 'no', 'fi', 'foreign' as const),
        (text, origin) => {
          const check = checkLicencePlate(text, origin);
          if (!check.ok) return;
          expect(check.plate).not.toMatch(/[\s-]/);
          expect(check.plate).toBe(check.plate.toUpperCase());
          expect(checkLicencePlate(check.plate, origin)).toEqual(check);
        },
      ),
    );
  });

  test('property: normalising is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeLicencePlate(normalizeLicencePlate(text))).toBe(normalizeLicencePlate(text));
      }),
    );
  });
});
