// An .ics file for a booked stay ("Add to calendar"), made in the browser: RFC 5545.

import { dateTimeFormat } from '../format/intlCache';

export interface CalendarEventInput {
  /** Unique and stable for the booking (the sales order id), so re-importing updates it. */
  uid: string;
  /** First day, YYYY-MM-DD. */
  startDate: string;
  /** Last day, YYYY-MM-DD (inclusive); the first when it is one day. */
  endDate: string;
  /** Arrival and departure times (HH:MM) in the facility's time zone, for a timed stay. */
  times?: { in: string; out: string } | undefined;
  /** IANA zone of the facility (Europe/Stockholm, …): times are written in UTC from it. */
  timeZone: string;
  summary: string;
  location: string;
  geo: { lat: number; lng: number } | null;
  description: string;
  /** When the file is made (DTSTAMP). */
  now: Date;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and a space), never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const pad = (value: number) => String(value).padStart(2, '0');
const basicDate = (date: string) => date.replaceAll('-', '');
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(
    date.getUTCMinutes(),
  )}${pad(date.getUTCSeconds())}Z`;

/** The UTC instant of a wall-clock time in `timeZone` (the zone's offset at that moment). */
export function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's wall clock at that UTC instant tells the offset; twice, for a DST edge.
  let instant = asUtc;
  for (let pass = 0; pass < 2; pass += 1) {
    const parts = Object.fromEntries(
      dateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
    );
    instant = asUtc - (wall - instant);
  }
  return new Date(instant);
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/**
 * One VEVENT in a VCALENDAR: timed (in UTC) when arrival and departure times are known, else
 * whole days (DTEND is the day after the last, as RFC 5545 counts). Lines end in CRLF and are
 * folded at 75 octets; text is escaped.
 */
export function bookingCalendarFile(input: CalendarEventInput): string {
  const timed = input.times
    ? [
        `DTSTART:${utcStamp(zonedToUtc(input.startDate, input.times.in, input.timeZone))}`,
        `DTEND:${utcStamp(zonedToUtc(input.endDate, input.times.out, input.timeZone))}`,
      ]
    : [
        `DTSTART;VALUE=DATE:${basicDate(input.startDate)}`,
        `DTEND;VALUE=DATE:${basicDate(nextDay(input.endDate))}`,
      ];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Nordpark//nordpark-widgets//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${escapeText(input.uid)}@nordpark`,
    `DTSTAMP:${utcStamp(input.now)}`,
    ...timed,
    `SUMMARY:${escapeText(input.summary)}`,
    `LOCATION:${escapeText(input.location)}`,
    ...(input.geo ? [`GEO:${input.geo.lat.toFixed(6)};${input.geo.lng.toFixed(6)}`] : []),
    `DESCRIPTION:${escapeText(input.description)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
