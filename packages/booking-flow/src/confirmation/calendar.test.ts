import { testFacility } from '@nordpark/fixtures/testing';
import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { bookedPeriod, bookingCalendar, calendarFileName } from './calendar';

// The .ics of a booking, parsed back with ical.js, a full RFC 5545 parser.
const NOW = new Date('2026-11-23T10:00:00Z');
const FACILITY = testFacility({
  Uid: 'fac-9',
  Country: 'se',
  Name: 'Garage Norr; plan 2, Kungsgatan',
  Address: {
    Street: 'Kungsgatan',
    Number: '60C',
    PostCode: '111 47',
    City: 'Stockholm',
    Distance: 0,
    Marker: { Coordinates: [18.0649, 59.3326] },
  },
});
const PRE = { ProcessType: 'Pre-booking' } as const;
const FLEX = { ProcessType: 'Flexbooking' } as const;
const SEASON = { ProcessType: 'SeasonTicket' } as const;
const BOOKING = {
  startDate: '2026-12-07',
  endDate: null,
  inTime: '08:00',
  outTime: '17:30',
  salesOrderId: 'SO-1001',
};
const TEXTS = {
  summary: 'Parkering: Garage Norr; plan 2, Kungsgatan',
  lines: [
    'Förbokad parkering',
    'Bokningsnummer SO-1001',
    '',
    'Kör in från Kungsgatan, sedan vänster;\nhöjd 2,10 m',
  ],
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { calendar, event };
}

/** The file for the page's country `country` (the facility's own decides when it has one). */
function eventOf(
  facility: Parameters<typeof bookingCalendar>[0],
  booking: Parameters<typeof bookingCalendar>[1],
  product: Parameters<typeof bookingCalendar>[2],
  texts: Parameters<typeof bookingCalendar>[3],
  now: Date,
  country = 'se',
) {
  const text = bookingCalendar(facility, booking, product, texts, now, country);
  if (text === null) throw new Error('no calendar file');
  return { text, ...parse(text) };
}

describe('bookingCalendar', () => {
  test("a pre-booking: the facility's name, address and coordinates, its times in Stockholm time", () => {
    const { calendar, event } = eventOf(FACILITY, BOOKING, PRE, TEXTS, NOW);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.getFirstPropertyValue('uid')).toBe('SO-1001@nordpark');
    expect(event.getFirstPropertyValue('summary')).toBe('Parkering: Garage Norr; plan 2, Kungsgatan');
    expect(event.getFirstPropertyValue('location')).toBe(
      'Garage Norr; plan 2, Kungsgatan, Kungsgatan 60C, 111 47 Stockholm',
    );
    expect(event.getFirstPropertyValue('geo')).toEqual([59.3326, 18.0649]);
    // 08:00 and 17:30 in Stockholm in December (UTC+1).
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-07T07:00:00.000Z');
    expect(end.toJSDate().toISOString()).toBe('2026-12-07T16:30:00.000Z');
    expect(String(event.getFirstPropertyValue('dtstamp'))).toBe('2026-11-23T10:00:00Z');
  });

  test('commas, semicolons and line breaks in server text are escaped and come back exactly', () => {
    const { text, event } = eventOf(FACILITY, BOOKING, PRE, TEXTS, NOW);
    expect(event.getFirstPropertyValue('description')).toBe(
      'Förbokad parkering\nBokningsnummer SO-1001\nKör in från Kungsgatan, sedan vänster;\nhöjd 2,10 m',
    );
    const unfolded = text.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('SUMMARY:Parkering: Garage Norr\\; plan 2\\, Kungsgatan\r\n');
    expect(unfolded).toContain('Kör in från Kungsgatan\\, sedan vänster\\;\\nhöjd 2\\,10 m');
    // Only CRLF ends a line; no line is over 75 octets.
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  test('a flex booking covers whole days, the last one included', () => {
    const { event } = eventOf(
      FACILITY,
      { ...BOOKING, endDate: '2026-12-09', inTime: null, outTime: null },
      FLEX,
      TEXTS,
      NOW,
    );
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-07');
    // RFC 5545: DTEND of an all-day event is the day after the last.
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-12-10');
  });

  test('a season ticket is its first day', () => {
    const { event } = eventOf(FACILITY, { ...BOOKING, inTime: null, outTime: null }, SEASON, TEXTS, NOW);
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-07');
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-12-08');
  });

  test("a Finnish facility's times are Helsinki time", () => {
    const { event } = eventOf({ ...FACILITY, Country: 'fi' }, BOOKING, PRE, TEXTS, NOW);
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-07T06:00:00.000Z');
  });

  test("a facility that does not say its country (the spec's summary has no Country) takes the page's", () => {
    const { Country: _, ...unsaid } = FACILITY;
    const start = (country: string) =>
      (eventOf(unsaid, BOOKING, PRE, TEXTS, NOW, country).event.getFirstPropertyValue('dtstart') as ICAL.Time)
        .toJSDate()
        .toISOString();
    expect(start('fi')).toBe('2026-12-07T06:00:00.000Z');
    expect(start('se')).toBe('2026-12-07T07:00:00.000Z');
  });

  test('a facility without usable coordinates has no GEO; a booking without a day has no file', () => {
    const nowhere = {
      ...FACILITY,
      Address: { ...FACILITY.Address, Marker: { Coordinates: [] } },
    } as unknown as typeof FACILITY;
    expect(eventOf(nowhere, BOOKING, PRE, TEXTS, NOW).event.getFirstPropertyValue('geo')).toBeNull();
    expect(bookingCalendar(FACILITY, { ...BOOKING, startDate: null }, PRE, TEXTS, NOW, 'se')).toBeNull();
    expect(bookingCalendar(FACILITY, { ...BOOKING, startDate: '7/12' }, PRE, TEXTS, NOW, 'se')).toBeNull();
  });
});

describe('bookedPeriod', () => {
  test('a flex booking whose last day is before its first is one day', () => {
    expect(bookedPeriod({ ...BOOKING, endDate: '2026-12-01', inTime: null, outTime: null }, FLEX)).toEqual({
      startDate: '2026-12-07',
      endDate: '2026-12-07',
    });
  });
});

describe('calendarFileName', () => {
  test('the name and the order, safe on every system', () => {
    expect(calendarFileName('parkering', 'SO-1001')).toBe('parkering-SO-1001.ics');
    expect(calendarFileName('pysäköinti', 'SO/1001:x')).toBe('pysäköinti-SO-1001-x.ics');
    expect(calendarFileName('../', null)).toBe('booking.ics');
  });
});
