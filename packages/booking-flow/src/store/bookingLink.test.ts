import { testFacility, testProduct } from '@nordpark/fixtures/testing';
import { describe, expect, test } from 'vitest';
import { FACILITY, FLEX, memoryStorage, testStore } from '../testing/testStore';
import { bookingLinkOf, linkChoices } from './bookingLink';
import { storageKey } from './persistence';

// The test facility sells PB (pre-booking), FX (flex) and ST (season ticket) today
// (2026-11-23); LT is not on sale until February, EN's last booking has ended and OF is not
// bookable online.
const TODAY = '2026-11-23';
const choices = (link: Parameters<typeof linkChoices>[1]) => linkChoices(FACILITY, link, TODAY, 'se');

describe('bookingLinkOf', () => {
  test("the island's props win: the page's query is not read when they carry any value", () => {
    const props = { product: 'PB' };
    expect(bookingLinkOf(props, 'fac-1', '?fId=fac-1&product=FX&date=2026-12-07')).toBe(props);
  });

  test("without them, the page's query when it books the same facility", () => {
    expect(bookingLinkOf({}, 'fac-1', '?fId=fac-1&t=1&product=FX&date=2026-12-07&until=2026-12-09')).toEqual({
      product: 'FX',
      date: '2026-12-07',
      until: '2026-12-09',
    });
    expect(bookingLinkOf({}, 'fac-1', '?fId=fac-1&date=2026-12-07')).toEqual({ date: '2026-12-07' });
  });

  test("another facility's query, or none, gives nothing", () => {
    expect(bookingLinkOf({}, 'fac-1', '?fId=fac-2&product=FX')).toEqual({});
    expect(bookingLinkOf({}, 'fac-1', '?product=FX')).toEqual({});
    expect(bookingLinkOf({}, 'fac-1', '')).toEqual({});
    expect(bookingLinkOf({}, 'fac-1', undefined)).toEqual({});
  });
});

describe('linkChoices', () => {
  test('a product sold today, a day it can start and, for flex, the last day', () => {
    expect(choices({ product: 'FX', date: '2026-12-07', until: '2026-12-09' })).toEqual({
      productId: 'FX',
      startDate: '2026-12-07',
      endDate: '2026-12-09',
    });
  });

  test('a pre-booking books one day: its "until" is left out', () => {
    expect(choices({ product: 'PB', date: '2026-12-07', until: '2026-12-09' })).toEqual({
      productId: 'PB',
      startDate: '2026-12-07',
      endDate: null,
    });
  });

  test('a product not sold today, or not this facility’s, is left out; the days still count', () => {
    for (const product of ['LT', 'EN', 'OF', 'nope', '', '   '])
      expect(choices({ product, date: '2026-12-07', until: '2026-12-09' }), product).toEqual({
        productId: null,
        startDate: '2026-12-07',
        endDate: '2026-12-09',
      });
  });

  test('a numeric product id matches the product with that Id', () => {
    const facility = testFacility({ Products: [testProduct({ Id: '42', ProcessType: 'Pre-booking' })] });
    expect(linkChoices(facility, { product: 42 }, TODAY, 'se').productId).toBe('42');
  });

  test('days that are not calendar days, in the past, or an until before the date are left out', () => {
    for (const date of ['2026-13-01', '7/12/2026', '2026-12-7', '2026-11-01', 'tomorrow'])
      expect(choices({ product: 'FX', date, until: '2026-12-09' }), date).toEqual({
        productId: 'FX',
        startDate: null,
        endDate: null,
      });
    expect(choices({ product: 'FX', date: '2026-12-09', until: '2026-12-07' }).endDate).toBeNull();
    expect(choices({ product: 'FX', date: '2026-12-07', until: '2026-02-30' }).endDate).toBeNull();
  });

  test('values of the wrong type are ignored, never thrown', () => {
    expect(choices({ product: { Id: 'FX' }, date: ['2026-12-07'], until: null })).toEqual({
      productId: null,
      startDate: null,
      endDate: null,
    });
  });
});

describe('the flow started from a booking link', () => {
  test('with a product it sells: on the dates step with that product and the days', async () => {
    const { store, fake } = testStore({ link: { product: 'FX', date: '2026-12-07', until: '2026-12-09' } });
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      step: 'dates',
      productId: FLEX.Id,
      startDate: '2026-12-07',
      endDate: '2026-12-09',
    });
    // The dates step's data for the product: the price of those days.
    expect(fake?.named('getFlexbookingPrice')[0]?.args[0]).toEqual({
      startDate: '2026-12-07',
      endDate: '2026-12-09',
    });
  });

  test('with a product it does not sell: on the product step, the day kept', async () => {
    const { store } = testStore({ link: { product: 'LT', date: '2026-12-07' } });
    await store.getState().start();
    expect(store.getState()).toMatchObject({ step: 'product', productId: null, startDate: '2026-12-07' });
  });

  test('with nothing usable the flow starts as without a link', async () => {
    const { store } = testStore({ link: { product: 'nope', date: 'soon', until: 3 } });
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      step: 'product',
      productId: null,
      startDate: null,
      endDate: null,
    });
  });

  test('applied once: a reload of the same link keeps what the visitor changed since', async () => {
    const storage = memoryStorage();
    const link = { product: 'FX', date: '2026-12-07', until: '2026-12-09' };
    const { store } = testStore({ storage, link });
    await store.getState().start();
    store.getState().choose({ startDate: '2026-12-10', endDate: '2026-12-12' });
    const { store: reloaded } = testStore({ storage, link });
    await reloaded.getState().start();
    expect(reloaded.getState()).toMatchObject({
      productId: 'FX',
      startDate: '2026-12-10',
      endDate: '2026-12-12',
    });
  });

  test('never over a booking that has an order', async () => {
    const storage = memoryStorage();
    storage.setItem(
      storageKey('fac-1'),
      JSON.stringify({
        step: 'summary',
        productId: 'PB',
        startDate: '2026-12-01',
        salesOrderId: 'SO-1',
        orderStage: 'draft',
      }),
    );
    const { store } = testStore({ storage, link: { product: 'FX', date: '2026-12-07' } });
    await store.getState().start();
    expect(store.getState()).toMatchObject({
      productId: 'PB',
      startDate: '2026-12-01',
      salesOrderId: 'SO-1',
    });
  });
});
