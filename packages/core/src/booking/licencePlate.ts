import type { CountryCode } from '../types/facility';

/** Where a plate was issued: one of our countries, or anywhere else. */
export type PlateOrigin = CountryCode | 'foreign';

export type PlateCheck = { ok: true; plate: string } | { ok: false; problem: 'empty' | 'format' };

// National formats, on the plate without spaces or hyphens:
// SE: three letters (no I, Q, V; Å, Ä, Ö are not used) + two digits + a digit or a letter
//     (ABC123, ABC12A since 2019); personalised plates are 2–7 letters and digits (not checked here).
// NO: two letters + four or five digits (AB12345; electric EL/EK/EV/EB, same shape).
// FI: one to three letters + one to three digits (ABC-123, AB-12).
const NATIONAL: Readonly<Record<CountryCode, RegExp>> = {
  se: /^[A-HJ-PR-UW-Z]{3}\d{2}[\dA-HJ-PR-UW-Z]$/,
  no: /^[A-Z]{2}\d{4,5}$/,
  fi: /^[A-ZÅÄÖ]{1,3}\d{1,3}$/,
};

/** A foreign plate: two to ten letters and digits, any alphabet, at least one digit or letter. */
const FOREIGN = /^[\p{L}\p{N}]{2,10}$/u;

/** The plate as it is compared and sent: upper case, spaces and hyphens removed. */
export function normalizeLicencePlate(text: string): string {
  return text
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s-]+/g, '');
}

/**
 * Checks a licence plate against the format of the country that issued it. A foreign plate
 * is checked only for being a plausible plate, since the flow cannot know every country's.
 * The returned plate is normalised (ABC 123 → ABC123).
 */
export function checkLicencePlate(text: string, origin: PlateOrigin): PlateCheck {
  const plate = normalizeLicencePlate(text);
  if (plate === '') return { ok: false, problem: 'empty' };
  const format = origin === 'foreign' ? FOREIGN : NATIONAL[origin];
  return format.test(plate) ? { ok: true, plate } : { ok: false, problem: 'format' };
}
