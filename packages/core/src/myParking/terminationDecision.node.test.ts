import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { dayOfServerDate, hasTerminationReason, terminationDecision } from './terminationDecision';

describe('terminationDecision', () => {
  test('MYP-16 ERR-21 no termination date returned: termination is blocked', () => {
    expect(terminationDecision(null)).toEqual({ allowed: false, reason: 'no-date' });
    expect(terminationDecision(undefined)).toEqual({ allowed: false, reason: 'no-date' });
    expect(terminationDecision('')).toEqual({ allowed: false, reason: 'no-date' });
    expect(terminationDecision('soon')).toEqual({ allowed: false, reason: 'no-date' });
    expect(terminationDecision(null, '2026-01-31')).toEqual({ allowed: false, reason: 'no-date' });
  });

  test('MYP-16 a returned termination date allows termination from that date', () => {
    expect(terminationDecision('2026-12-31')).toEqual({ allowed: true, terminationDate: '2026-12-31' });
    expect(terminationDecision('2026-12-31T00:00:00', null)).toEqual({
      allowed: true,
      terminationDate: '2026-12-31',
    });
  });

  test('MYP-17 ERR-22 a contract that already ends on the termination date is blocked, with its date', () => {
    expect(terminationDecision('2026-12-31', '2026-12-31')).toEqual({
      allowed: false,
      reason: 'already-ends',
      contractEndDate: '2026-12-31',
    });
  });

  test('MYP-17 ERR-22 a contract that ends before the termination date is blocked', () => {
    expect(terminationDecision('2026-12-31', '2026-11-30T00:00:00')).toEqual({
      allowed: false,
      reason: 'already-ends',
      contractEndDate: '2026-11-30',
    });
  });

  test('MYP-17 a contract that ends after the termination date can still be terminated', () => {
    expect(terminationDecision('2026-12-31', '2027-01-01')).toEqual({
      allowed: true,
      terminationDate: '2026-12-31',
    });
  });

  test('an end date that is not a date counts as none', () => {
    expect(terminationDecision('2026-12-31', 'never')).toMatchObject({ allowed: true });
    expect(terminationDecision('2026-12-31', 20261130)).toMatchObject({ allowed: true });
  });

  test('MYP-16 MYP-17 property: blocked exactly when there is no date or the end is on or before it', () => {
    const day = fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2099-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.option(day), fc.option(day), (date, end) => {
        const decision = terminationDecision(date, end);
        const expected = date !== null && (end === null || end > date);
        expect(decision.allowed).toBe(expected);
      }),
    );
  });
});

describe('dayOfServerDate', () => {
  test('reads the day of a date or date-time, nothing else', () => {
    expect(dayOfServerDate('2027-01-31')).toBe('2027-01-31');
    expect(dayOfServerDate(' 2027-01-31T12:00:00Z ')).toBe('2027-01-31');
    expect(dayOfServerDate('2027-13-01')).toBeNull();
    expect(dayOfServerDate('2027-01-3')).toBeNull();
    expect(dayOfServerDate('2027-01-311')).toBeNull();
    expect(dayOfServerDate(null)).toBeNull();
  });
});

describe('hasTerminationReason', () => {
  test('MYP-18 a termination needs a chosen reason: blank is none', () => {
    expect(hasTerminationReason('moving')).toBe(true);
    expect(hasTerminationReason('')).toBe(false);
    expect(hasTerminationReason('   ')).toBe(false);
    expect(hasTerminationReason(undefined)).toBe(false);
  });
});
