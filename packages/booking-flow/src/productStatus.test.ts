import { testFacility, testProduct } from '@nordpark/fixtures/testing';
import { describe, expect, test } from 'vitest';
import { productStatus, statusText, waitingListUrl } from './productStatus';
import { bookingTranslator } from './testing/messages';
import { CONFIG, TODAY } from './testing/testStore';

// A sold-out product once read "available from today".

const t = bookingTranslator(CONFIG);
const words = (product: Parameters<typeof testProduct>[0], date = TODAY) =>
  statusText(productStatus(testProduct(product), date), t, CONFIG);

describe('what a product card says about booking it', () => {
  test('Availability 0 is fully booked, never "available from" today or a day gone by', () => {
    expect(words({ Availability: 0, AvailableFrom: `${TODAY}T00:00:00` })).toBe('Fullbokad');
    expect(words({ Availability: 0, AvailableFrom: '2026-10-01T00:00:00' })).toBe('Fullbokad');
    expect(words({ Availability: 0, AvailableFrom: null })).toBe('Fullbokad');
    expect(productStatus(testProduct({ Availability: 0 }), TODAY)).toEqual({ kind: 'full', from: null });
  });

  test('ParkingSpaceStatus NOT_AVAILABLE is fully booked, whatever Availability says', () => {
    expect(words({ Availability: 12, ParkingSpaceStatus: 'NOT_AVAILABLE', AvailableFrom: TODAY })).toBe(
      'Fullbokad',
    );
  });

  test('"available from" only with a later day', () => {
    expect(words({ Availability: 0, AvailableFrom: '2027-02-01T00:00:00' })).toBe(
      'Fullbokad, tillgänglig från 1 februari 2027',
    );
    // Not on sale yet (StartSellingDate + 6 h, BOOK-10, BOOK-12).
    expect(words({ StartSellingDate: '2027-01-31T23:00:00Z' })).toBe('Tillgänglig från 1 februari 2027');
    // From the chosen day's point of view: a day before it is no news.
    expect(words({ Availability: 0, AvailableFrom: '2026-12-01T00:00:00' }, '2026-12-10')).toBe('Fullbokad');
  });

  test('free and few spaces in words that start with a capital, counted in the plural the language uses', () => {
    expect(words({ Availability: 30 })).toBe('Lediga platser');
    expect(words({ Availability: 2 })).toBe('2 platser kvar');
    expect(words({ Availability: 1 })).toBe('1 plats kvar');
    expect(words({ OnlineBookingNotAllowed: true })).toBe('Kan inte bokas online. Kontakta kundservice.');
    for (const language of ['nb', 'fi', 'en'] as const) {
      const config = { ...CONFIG, language };
      const text = (count: number) =>
        statusText(
          productStatus(testProduct({ Availability: count }), TODAY),
          bookingTranslator(config),
          config,
        );
      expect([text(1), text(3), text(0)]).toEqual(
        {
          nb: ['1 plass igjen', '3 plasser igjen', 'Fullbooket'],
          fi: ['1 paikka jäljellä', '3 paikkaa jäljellä', 'Täyteen varattu'],
          en: ['1 space left', '3 spaces left', 'Fully booked'],
        }[language],
      );
    }
  });

  test('the waiting list is offered only where the facility has one, and only as a page address', () => {
    expect(waitingListUrl(testFacility({ HasWaitingList: true, WaitingListUrl: '/se/kolista?fId=1' }))).toBe(
      '/se/kolista?fId=1',
    );
    expect(waitingListUrl(testFacility({ HasWaitingList: false, WaitingListUrl: '/se/kolista' }))).toBeNull();
    expect(waitingListUrl(testFacility({ HasWaitingList: true, WaitingListUrl: '' }))).toBeNull();
    expect(
      waitingListUrl(testFacility({ HasWaitingList: true, WaitingListUrl: 'javascript:alert(1)' })),
    ).toBeNull();
    expect(
      waitingListUrl(testFacility({ HasWaitingList: true, WaitingListUrl: '//evil.example/x' })),
    ).toBeNull();
  });
});
