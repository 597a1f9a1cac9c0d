import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BOOLEAN_FILTER_NAMES } from '../types/filters';
import { parseSearchQuery, SEARCH_QUERY_KEYS, type SearchQueryState, writeSearchQuery } from './searchQuery';

const text = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '');
const noNegativeZero = (n: number): number => n + 0;
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const spaceType = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
  .filter((s) => !s.includes(',') && s.trim() === s && s !== '');

/** Every state writeSearchQuery promises to read back unchanged. */
const validState: fc.Arbitrary<SearchQueryState> = fc
  .record(
    {
      name: text,
      address: text,
      position: fc.record({
        lat: fc.double({ min: -90, max: 90, noNaN: true }).map(noNegativeZero),
        lng: fc.double({ min: -180, max: 180, noNaN: true }).map(noNegativeZero),
      }),
      date: day,
      filters: fc.subarray([...BOOLEAN_FILTER_NAMES]),
      parkingSpaceTypes: fc.uniqueArray(spaceType, { maxLength: 4 }),
      items: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      until: day,
      sort: fc.constantFrom('distance' as const, 'price' as const),
      vehicleHeight: fc.integer({ min: 100, max: 400 }),
      ev: fc.constant(true as const),
      accessible: fc.constant(true as const),
      fitOnly: fc.constant(true as const),
    },
    { requiredKeys: [] },
  )
  .map(({ position, ...rest }) => ({ ...rest, ...position }));

describe('parseSearchQuery', () => {
  test('SRCH-05 reads name, address, lat, lng and date', () => {
    expect(
      parseSearchQuery(
        '?name=Kungsgatan%205&address=Kungsgatan+5%2C+Stockholm&lat=59.33&lng=18.06&date=2026-05-01',
      ),
    ).toEqual({
      name: 'Kungsgatan 5',
      address: 'Kungsgatan 5, Stockholm',
      lat: 59.33,
      lng: 18.06,
      date: '2026-05-01',
    });
  });

  test('SRCH-05 takes URLSearchParams as well as a string with or without "?"', () => {
    expect(parseSearchQuery(new URLSearchParams({ name: 'Oslo' }))).toEqual({ name: 'Oslo' });
    expect(parseSearchQuery('name=Oslo')).toEqual({ name: 'Oslo' });
  });

  test('SRCH-06 f is a comma list of filters; unknown names are dropped', () => {
    expect(parseSearchQuery('f=LTP,Heated,foo,,Heated')).toEqual({ filters: ['Heated', 'LTP'] });
    expect(parseSearchQuery('f=foo')).toEqual({ filters: [] });
    expect(parseSearchQuery('f=')).toEqual({ filters: [] });
    expect(parseSearchQuery('x=1')).toEqual({});
  });

  test('SRCH-07 p is a comma list of parking space types, once each, in order', () => {
    expect(parseSearchQuery('p=Garage,%20Carport%20,,Garage')).toEqual({
      parkingSpaceTypes: ['Garage', 'Carport'],
    });
  });

  test('SRCH-09 items is the count of shown list items', () => {
    expect(parseSearchQuery('items=20')).toEqual({ items: 20 });
  });

  test('SRCH-05 odd coordinates are dropped, and lat and lng only come as a pair', () => {
    for (const query of [
      'lat=abc&lng=18',
      'lat=999&lng=18',
      'lat=59&lng=-500',
      'lat=59',
      'lng=18',
      'lat=&lng=',
      'lat=0x1A&lng=18',
      'lat=Infinity&lng=18',
      'lat=59%2018&lng=18',
    ]) {
      expect(parseSearchQuery(query), query).toEqual({});
    }
    expect(parseSearchQuery('lat=-90&lng=180')).toEqual({ lat: -90, lng: 180 });
    expect(parseSearchQuery('lat=5.9e1&lng=.5')).toEqual({ lat: 59, lng: 0.5 });
    // -0 would be written back as "0"; reading it as 0 keeps the round trip exact.
    expect(parseSearchQuery('lat=-0&lng=-0')).toEqual({ lat: 0, lng: 0 });
  });

  test('SRCH-05 a bad or impossible date is dropped', () => {
    for (const date of ['2026-02-30', '2026-13-01', '01.05.2026', 'tomorrow', '2026-5-1', '']) {
      expect(parseSearchQuery(`date=${date}&name=x`), date).toEqual({ name: 'x' });
    }
  });

  test('SRCH-09 a count that is not a positive whole number is dropped', () => {
    for (const items of ['-3', 'abc', '0', '1.5', '', '1e3', '99999999999999999999']) {
      expect(parseSearchQuery(`items=${items}`), items).toEqual({});
    }
  });

  test('SRCH-05 empty name and address are dropped; a repeated key counts once, first value', () => {
    expect(parseSearchQuery('name=&address=%20')).toEqual({});
    expect(parseSearchQuery('name=first&name=second')).toEqual({ name: 'first' });
  });

  test('until is the last day of the stay, read as date is; a bad day is dropped', () => {
    expect(parseSearchQuery('date=2026-12-11&until=2026-12-14')).toEqual({
      date: '2026-12-11',
      until: '2026-12-14',
    });
    for (const until of ['2026-02-30', '14.12.2026', 'soon', '']) {
      expect(parseSearchQuery(`until=${until}`), until).toEqual({});
    }
  });

  test('sort is distance or price; anything else is dropped', () => {
    expect(parseSearchQuery('sort=price')).toEqual({ sort: 'price' });
    expect(parseSearchQuery('sort=distance')).toEqual({ sort: 'distance' });
    for (const sort of ['PRICE', 'cheapest', '', 'price,distance']) {
      expect(parseSearchQuery(`sort=${sort}`), sort).toEqual({});
    }
  });

  test('vh is a height in whole centimetres from 100 to 400', () => {
    expect(parseSearchQuery('vh=205')).toEqual({ vehicleHeight: 205 });
    expect(parseSearchQuery('vh=100')).toEqual({ vehicleHeight: 100 });
    expect(parseSearchQuery('vh=400')).toEqual({ vehicleHeight: 400 });
    for (const vh of ['99', '401', '2.05', '205cm', '+205', '-205', '0205', '', 'abc', '1e2']) {
      expect(parseSearchQuery(`vh=${vh}`), vh).toEqual({});
    }
  });

  test('ev, acc and fit are on only as 1', () => {
    expect(parseSearchQuery('ev=1&acc=1&fit=1')).toEqual({ ev: true, accessible: true, fitOnly: true });
    for (const value of ['0', 'true', 'yes', '', '11']) {
      expect(parseSearchQuery(`ev=${value}&acc=${value}&fit=${value}`), value).toEqual({});
    }
  });

  test('SRCH-05 never throws on arbitrary input, and what it returns is always valid', () => {
    const anyValue = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('%', '%E0%A4%A', '999', '-0'),
    );
    const key = fc.constantFrom(
      'name',
      'address',
      'lat',
      'lng',
      'date',
      'f',
      'p',
      'items',
      'until',
      'sort',
      'vh',
      'ev',
      'acc',
      'fit',
      'other',
    );
    const query = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.array(fc.tuple(key, anyValue)).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    );
    fc.assert(
      fc.property(query, (search) => {
        const state = parseSearchQuery(search);
        // Reading it back from its own writing changes nothing: it is a valid state.
        expect(parseSearchQuery(writeSearchQuery(state))).toEqual(state);
        if (state.lat !== undefined) expect(Math.abs(state.lat)).toBeLessThanOrEqual(90);
        if (state.lng !== undefined) expect(Math.abs(state.lng)).toBeLessThanOrEqual(180);
      }),
    );
  });
});

describe('writeSearchQuery', () => {
  test('SRCH-08 SRCH-09 writes the state, with readable comma lists', () => {
    expect(
      writeSearchQuery({
        name: 'Kungsgatan 5',
        lat: 59.33,
        lng: 18.06,
        date: '2026-05-01',
        filters: ['Heated', 'LTP'],
        parkingSpaceTypes: ['Garage', 'Car port'],
        items: 20,
      }),
    ).toBe('name=Kungsgatan+5&lat=59.33&lng=18.06&date=2026-05-01&f=Heated,LTP&p=Garage,Car+port&items=20');
  });

  test('SRCH-08 an empty filter list is written, so "everything unticked" survives a shared link', () => {
    expect(writeSearchQuery({ filters: [], parkingSpaceTypes: [] })).toBe('f=&p=');
    expect(parseSearchQuery(writeSearchQuery({ filters: [] }))).toEqual({ filters: [] });
  });

  test('SRCH-09 unrelated parameters of the base are kept; owned ones are replaced or removed', () => {
    const base = '?utm_source=mail&name=Old&lat=1&lng=2&preview=a%2Cb&items=30';
    expect(writeSearchQuery({ name: 'New', items: 40 }, base)).toBe(
      'utm_source=mail&preview=a,b&name=New&items=40',
    );
    expect(writeSearchQuery({}, new URLSearchParams(base))).toBe('utm_source=mail&preview=a,b');
  });

  test('SRCH-09 values that would not read back are not written', () => {
    expect(
      writeSearchQuery({
        name: '',
        lat: Number.NaN,
        lng: 18,
        date: '2026-02-30',
        items: 0,
        parkingSpaceTypes: ['a,b', ' pad', 'ok'],
      }),
    ).toBe('p=ok');
    expect(writeSearchQuery({ lat: 59 })).toBe('');
  });

  test('the stay, the order and the vehicle are written after the search', () => {
    expect(
      writeSearchQuery({
        lat: 59.33,
        lng: 18.06,
        date: '2026-12-11',
        until: '2026-12-14',
        sort: 'price',
        vehicleHeight: 205,
        ev: true,
        accessible: true,
        fitOnly: true,
      }),
    ).toBe('lat=59.33&lng=18.06&date=2026-12-11&until=2026-12-14&sort=price&vh=205&ev=1&acc=1&fit=1');
    expect(writeSearchQuery({ vehicleHeight: 99, until: '2026-02-30' })).toBe('');
    expect(writeSearchQuery({ vehicleHeight: 205 }, 'vh=180&ev=1&fit=1&until=2026-01-01')).toBe('vh=205');
  });

  test('SRCH-05 SRCH-09 for every valid state, parse(write(state)) gives the state back', () => {
    fc.assert(
      fc.property(validState, (state) => {
        expect(parseSearchQuery(writeSearchQuery(state))).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  test('SRCH-09 the round trip holds with a base full of unrelated parameters, which survive', () => {
    const unrelated = fc.dictionary(
      fc
        .string({ minLength: 1, maxLength: 8 })
        .filter((k) => !(SEARCH_QUERY_KEYS as readonly string[]).includes(k)),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(validState, unrelated, (state, extra) => {
        const base = new URLSearchParams(extra);
        const written = new URLSearchParams(writeSearchQuery(state, base));
        expect(parseSearchQuery(written)).toEqual(state);
        for (const [key, value] of base) expect(written.get(key)).toBe(value);
      }),
    );
  });
});
