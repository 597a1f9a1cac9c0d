import type { Facility, Product } from '@nordpark/core';
import { testFacility, testProduct } from '@nordpark/fixtures/testing';

// Facilities and products for the price-for-your-stay and fits-my-car tests and stories
//: every price and height written out, so an expected total can be read off here.

/** The stay the tests price: Friday 11 to Monday 14 December 2026 (Fri, Sat, Sun, Mon). */
export const STAY = { from: '2026-12-11', until: '2026-12-14' } as const;

/** Facility number `n` (1-based), nearest first: f1 is 100 m away, f2 200 m, … */
export function numberedFacility(n: number, overrides: Partial<Facility> = {}): Facility {
  const base = testFacility();
  return testFacility({
    Uid: `f${n}`,
    Name: `P-hus ${n}`,
    HasLtp: true,
    HasStp: true,
    Availability: 12,
    Address: {
      ...base.Address,
      Street: 'Testgatan',
      Number: String(n),
      Distance: n * 100,
      Marker: { Coordinates: [18.06 + n * 0.001, 59.33] },
    },
    ...overrides,
  });
}

/** `count` facilities, nearest first. */
export const numberedFacilities = (count: number): Facility[] =>
  Array.from({ length: count }, (_, index) => numberedFacility(index + 1));

/** Pre-booking: Mon–Fri 255 kr, Sat 205 kr, Sun 180 kr. The stay: 255 + 205 + 180 + 255 = 895 kr. */
export const PREBOOKING: Product = testProduct({
  Id: 'P-pre',
  Text: 'Förbokad parkering',
  ProcessType: 'Pre-booking',
  WeekdayPrices: [255, 255, 255, 255, 255, 205, 150],
  SundayPrice: 180,
});

/** Flex: 100 kr a day, every day. The stay: 4 × 100 = 400 kr. */
export const FLEX: Product = testProduct({
  Id: 'P-flex',
  Text: 'Flexparkering',
  ProcessType: 'Flexbooking',
  IsFlexbookingProduct: true,
  WeekdayPrices: [100, 100, 100, 100, 100, 100, 100],
  SundayPrice: 100,
});

/** A monthly card: 2 605 kr a month, which covers a four-day stay. */
export const MONTHLY: Product = testProduct({
  Id: 'P-month',
  Text: 'Månadskort',
  ProcessType: 'SeasonTicket',
  MonthlyPrice: 2605,
});

/** Sold out: left out of every stay with its reason. */
export const SOLD_OUT: Product = testProduct({
  Id: 'P-sold',
  Text: 'Reserverad plats',
  ProcessType: 'Pre-booking',
  WeekdayPrices: [300, 300, 300, 300, 300, 300, 300],
  Availability: 0,
});
