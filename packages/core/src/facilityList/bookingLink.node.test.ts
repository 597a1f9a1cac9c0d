import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { bookingLink } from './bookingLink';

describe('bookingLink', () => {
  test('SRCH-46 SRCH-47 the booking-flow page with fId={Uid} and t=1', () => {
    expect(bookingLink({ bookingflowPage: '/se/booking/' }, 'd546b829-047c-43a6-b9a2-003500000001')).toBe(
      '/se/booking/?fId=d546b829-047c-43a6-b9a2-003500000001&t=1',
    );
  });

  test('SRCH-46 a page path that has a query keeps it', () => {
    expect(bookingLink({ bookingflowPage: '/booking?step=1' }, 'A')).toBe('/booking?step=1&fId=A&t=1');
    expect(bookingLink({ bookingflowPage: '/booking?' }, 'A')).toBe('/booking?fId=A&t=1');
  });

  test('SRCH-46 SRCH-47 any Uid reads back as exactly fId and t=1, whatever characters it holds', () => {
    const paths = fc.constantFrom('/se/booking/', '/no/booking/', '/booking');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', minLength: 1 }), paths, (uid, path) => {
        const url = new URL(bookingLink({ bookingflowPage: path }, uid), 'https://www.example.se');
        expect(url.pathname).toBe(path);
        expect(url.searchParams.getAll('fId')).toEqual([uid.replace(/\p{Cs}/gu, '\uFFFD')]);
        expect(url.searchParams.getAll('t')).toEqual(['1']);
        expect([...url.searchParams.keys()]).toEqual(['fId', 't']);
        expect(url.hash).toBe('');
      }),
    );
  });
});
