import { describe, expect, test } from 'vitest';
import { formatStayRange } from './formatStay';

describe('formatStayRange', () => {
  // English sets the dash between thin spaces (U+2009), as CLDR has it.
  test('a stay in one month, in each language', () => {
    const stay = { from: '2026-12-12', until: '2026-12-15' };
    expect(formatStayRange(stay, 'sv')).toBe('12–15 dec.');
    expect(formatStayRange(stay, 'nb')).toBe('12.–15. des.');
    expect(formatStayRange(stay, 'fi')).toBe('12.–15.12.');
    expect(formatStayRange(stay, 'en')).toBe('12\u2009–\u200915 Dec');
  });

  test('one day, two months, two years', () => {
    expect(formatStayRange({ from: '2026-12-12', until: '2026-12-12' }, 'en')).toBe('12 Dec');
    expect(formatStayRange({ from: '2026-11-28', until: '2026-12-03' }, 'sv')).toBe('28 nov.–3 dec.');
    expect(formatStayRange({ from: '2026-12-28', until: '2027-01-03' }, 'en')).toBe(
      '28 Dec 2026\u2009–\u20093 Jan 2027',
    );
  });
});
