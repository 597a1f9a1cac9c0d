import ICAL from 'ical.js';
import { describe, expect, test } from 'vitest';
import { bookingCalendarFile, escapeText, foldLine, zonedToUtc } from './calendarEvent';

const base = {
  uid: 'SO-1001',
  startDate: '2026-12-12',
  endDate: '2026-12-15',
  timeZone: 'Europe/Stockholm',
  summary: 'Parkering Waterfront, Förbokad parkering',
  location: 'Kungsgatan 60C, 111 47 Stockholm',
  geo: { lat: 59.3326, lng: 18.0649 },
  description: 'Kör in från Kungsgatan; infarten är till höger.\nHöjd 2,10 m.',
  now: new Date('2026-11-23T10:00:00Z'),
};

/** Parses the file back with ical.js, a full RFC 5545 parser. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  return { calendar, event };
}

describe('bookingCalendarFile (RFC 5545)', () => {
  test('whole days: DTSTART the first day, DTEND the day after the last; text round-trips exactly', () => {
    const text = bookingCalendarFile(base);
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.getFirstPropertyValue('uid')).toBe('SO-1001@nordpark');
    expect(String(event.getFirstPropertyValue('dtstart'))).toBe('2026-12-12');
    expect(String(event.getFirstPropertyValue('dtend'))).toBe('2026-12-16');
    expect(event.getFirstPropertyValue('summary')).toBe(base.summary);
    expect(event.getFirstPropertyValue('location')).toBe(base.location);
    expect(event.getFirstPropertyValue('description')).toBe(base.description);
    expect(event.getFirstPropertyValue('geo')).toEqual([59.3326, 18.0649]);
  });

  test('timed: arrival and departure in Stockholm time written in UTC (winter +1)', () => {
    const { event } = parse(bookingCalendarFile({ ...base, times: { in: '08:00', out: '17:30' } }));
    const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.toJSDate().toISOString()).toBe('2026-12-12T07:00:00.000Z');
    expect(end.toJSDate().toISOString()).toBe('2026-12-15T16:30:00.000Z');
  });

  test('every line ends in CRLF and none is longer than 75 octets', () => {
    const text = bookingCalendarFile({ ...base, description: 'Åäö '.repeat(60) });
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text.replace(/\r\n/g, '').includes('\n')).toBe(false);
    expect(parse(text).event.getFirstPropertyValue('description')).toBe('Åäö '.repeat(60));
  });
});

describe('the pieces', () => {
  test('escapeText escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  test('foldLine never splits a character', () => {
    const folded = foldLine(`DESCRIPTION:${'ö'.repeat(80)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'ö'.repeat(80)}`);
  });

  test('zonedToUtc follows daylight saving: summer +2, winter +1 in Stockholm; Helsinki +3 in summer', () => {
    expect(zonedToUtc('2026-07-01', '12:00', 'Europe/Stockholm').toISOString()).toBe(
      '2026-07-01T10:00:00.000Z',
    );
    expect(zonedToUtc('2026-01-15', '12:00', 'Europe/Stockholm').toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(zonedToUtc('2026-07-01', '12:00', 'Europe/Helsinki').toISOString()).toBe(
      '2026-07-01T09:00:00.000Z',
    );
  });
});
