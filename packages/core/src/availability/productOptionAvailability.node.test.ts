import { describe, expect, test } from 'vitest';
import { type ProductAvailabilityFields, productOptionAvailability } from './productOptionAvailability';

const product = (overrides: Partial<ProductAvailabilityFields> = {}): ProductAvailabilityFields => ({
  StartSellingDate: null,
  LastBookingEnds: null,
  OnlineBookingNotAllowed: false,
  ParkingSpaceStatus: null,
  Availability: 10,
  AvailableFrom: null,
  ...overrides,
});

describe('productOptionAvailability', () => {
  test('BOOK-10 a date before the start-selling day makes the option unavailable', () => {
    const p = product({ StartSellingDate: '2026-03-01T00:00:00' });
    expect(productOptionAvailability(p, '2026-02-28')).toEqual({
      available: false,
      availableFrom: '2026-03-01',
      reason: 'before-start-selling',
    });
    expect(productOptionAvailability(p, '2026-03-01')).toEqual({ available: true });
    expect(productOptionAvailability(p, '2026-03-02')).toEqual({ available: true });
  });

  test('BOOK-10 the 6 hours bring a local midnight sent in UTC (the evening before) onto its day', () => {
    // Midnight 1 March in Stockholm is 23:00 UTC on 28 February.
    const p = product({ StartSellingDate: '2026-02-28T23:00:00Z' });
    expect(productOptionAvailability(p, '2026-02-28')).toMatchObject({
      available: false,
      availableFrom: '2026-03-01',
    });
    expect(productOptionAvailability(p, '2026-03-01')).toEqual({ available: true });
  });

  test('BOOK-10 the 6 hours also push a late-evening start onto the next day', () => {
    const p = product({ StartSellingDate: '2026-03-01T19:00:00Z' });
    expect(productOptionAvailability(p, '2026-03-01')).toMatchObject({
      available: false,
      availableFrom: '2026-03-02',
    });
  });

  test('BOOK-11 a date after the last booking ends makes the option unavailable, for good', () => {
    const p = product({ LastBookingEnds: '2026-06-30T23:59:59' });
    expect(productOptionAvailability(p, '2026-06-30')).toEqual({ available: true });
    expect(productOptionAvailability(p, '2026-07-01')).toEqual({
      available: false,
      availableFrom: null,
      reason: 'after-last-booking',
    });
  });

  test('BOOK-12 an unavailable option carries the available-from date when one is known', () => {
    const early = productOptionAvailability(product({ StartSellingDate: '2026-09-01' }), '2026-08-15');
    expect(early.available === false && early.availableFrom).toBe('2026-09-01');
    const soldOut = productOptionAvailability(
      product({ Availability: 0, AvailableFrom: '2026-10-01T00:00:00' }),
      '2026-08-15',
    );
    expect(soldOut).toEqual({ available: false, availableFrom: '2026-10-01', reason: 'sold-out' });
  });

  test('BOOK-10 BOOK-11 without a chosen date the date rules do not apply', () => {
    const p = product({ StartSellingDate: '2099-01-01', LastBookingEnds: '2000-01-01' });
    expect(productOptionAvailability(p, null)).toEqual({ available: true });
    expect(productOptionAvailability(p, 'not a date')).toEqual({ available: true });
  });

  test('DOM-40 a product that may not be booked online is unavailable with no date', () => {
    const p = product({ OnlineBookingNotAllowed: true, StartSellingDate: '2026-03-01' });
    expect(productOptionAvailability(p, '2026-02-01')).toEqual({
      available: false,
      availableFrom: null,
      reason: 'online-booking-not-allowed',
    });
  });

  test('DOM-45 a NOT_AVAILABLE space status makes the option unavailable, from the server date', () => {
    expect(
      productOptionAvailability(
        product({ ParkingSpaceStatus: 'NOT_AVAILABLE', AvailableFrom: '2026-05-01' }),
        '2026-04-01',
      ),
    ).toEqual({ available: false, availableFrom: '2026-05-01', reason: 'not-available' });
    expect(productOptionAvailability(product({ ParkingSpaceStatus: 'AVAILABLE' }), '2026-04-01')).toEqual({
      available: true,
    });
  });

  test('DOM-44 an Availability of 0 or less is sold out; MaxSalesAmount does not matter', () => {
    expect(productOptionAvailability(product({ Availability: 0 }), '2026-04-01')).toEqual({
      available: false,
      availableFrom: null,
      reason: 'sold-out',
    });
    expect(productOptionAvailability(product({ Availability: -1 }), null)).toMatchObject({
      reason: 'sold-out',
    });
    const withCap = { ...product({ Availability: 3 }), MaxSalesAmount: 0 };
    expect(productOptionAvailability(withCap, '2026-04-01')).toEqual({ available: true });
  });

  test('BOOK-10 the start-selling reason wins over sold out, since it is the later blocker to lift', () => {
    const p = product({ StartSellingDate: '2026-09-01', Availability: 0 });
    expect(productOptionAvailability(p, '2026-08-01')).toMatchObject({ reason: 'before-start-selling' });
  });
});
