import fc from 'fast-check';
import { afterEach, describe, expect, test } from 'vitest';
import { addDays } from '../dates/addDays';
import { allowedDates } from './allowedDates';
import {
  type DateFieldContext,
  dateFieldError,
  emptyDateFieldState,
  enterText,
  initialDateFieldState,
  pickDate,
  revalidateDateFieldState,
} from './dateFieldState';

const today = '2026-04-14';
const ctx = (overrides: Partial<DateFieldContext> = {}): DateFieldContext => ({
  country: 'se',
  allowed: allowedDates({ today, country: overrides.country ?? 'se' }),
  required: false,
  ...overrides,
});

describe('the value', () => {
  test('DATE-12 DATE-13 DATE-14 DATE-15 the value holds date, dayOfWeek, error and required', () => {
    const state = pickDate('2026-04-24', ctx({ country: 'fi', required: true }));
    expect(state.value).toEqual({ date: '24.04.2026', dayOfWeek: 4, error: null, required: true });
    expect(emptyDateFieldState({ required: false }).value).toEqual({
      date: null,
      dayOfWeek: null,
      error: null,
      required: false,
    });
  });

  test('DATE-14 DATE-31 error is null, true, or the caller’s message string', () => {
    expect(dateFieldError()).toBe(true);
    expect(dateFieldError('')).toBe(true);
    expect(dateFieldError('Välj ett startdatum.')).toBe('Välj ett startdatum.');
    expect(pickDate('2020-01-01', ctx()).value.error).toBe(true);
    expect(pickDate('2020-01-01', ctx({ errorText: 'Fel' })).value.error).toBe('Fel');
  });
});

describe('picking a date', () => {
  test('DATE-27 picking a valid date clears the error', () => {
    const failed = enterText(
      '31.04.2026',
      '',
      ctx({ country: 'no', allowed: allowedDates({ today, country: 'no' }) }),
    );
    expect(failed.value.error).toBe(true);
    const picked = pickDate(
      '2026-04-20',
      ctx({ country: 'no', allowed: allowedDates({ today, country: 'no' }) }),
    );
    expect(picked.value.error).toBeNull();
    expect(picked.problem).toBeNull();
  });

  test('DATE-28 picking a valid date sets date and dayOfWeek', () => {
    expect(pickDate('2026-04-26', ctx())).toEqual({
      value: { date: '2026-04-26', dayOfWeek: 6, error: null, required: false },
      text: '2026-04-26',
      problem: null,
    });
  });

  test('DATE-30 DATE-31 a picked date outside the allowed range gives the error state', () => {
    expect(pickDate('2026-04-15', ctx({ errorText: 'För tidigt' }))).toEqual({
      value: { date: null, dayOfWeek: null, error: 'För tidigt', required: false },
      text: '2026-04-15',
      problem: 'notAllowed',
    });
    expect(pickDate('2027-04-15', ctx()).value).toMatchObject({ date: null, dayOfWeek: null, error: true });
  });
});

describe('typing a date', () => {
  test('DATE-24 DATE-28 typed DD.MM.YYYY for no sets date and dayOfWeek', () => {
    const no = ctx({ country: 'no', allowed: allowedDates({ today, country: 'no' }) });
    expect(enterText(' 20.04.2026 ', '', no)).toMatchObject({
      value: { date: '20.04.2026', dayOfWeek: 0, error: null },
      text: '20.04.2026',
    });
  });

  test('DATE-25 DATE-30 typed text in the wrong format, or an impossible date, is an error and keeps the text', () => {
    for (const text of ['20.04.2026', '2026-02-30', '2026-04-31', 'tomorrow']) {
      const state = enterText(text, '', ctx());
      expect(state.value).toEqual({ date: null, dayOfWeek: null, error: true, required: false });
      expect(state.text).toBe(text);
      expect(state.problem).toBe('invalid');
    }
  });

  test('DATE-30 a typed date outside the allowed range sets date and dayOfWeek to null with the error', () => {
    const state = enterText('2026-04-15', '', ctx({ errorText: 'Välj ett senare datum' }));
    expect(state.value).toEqual({
      date: null,
      dayOfWeek: null,
      error: 'Välj ett senare datum',
      required: false,
    });
    expect(state.problem).toBe('notAllowed');
  });

  test('DATE-29 clearing the input of a required field sets date and dayOfWeek to null with the error', () => {
    const state = enterText('', '2026-04-24', ctx({ required: true }));
    expect(state.value).toEqual({ date: null, dayOfWeek: null, error: true, required: true });
    expect(state.problem).toBe('empty');
    expect(enterText('  ', '', ctx({ required: true, errorText: 'Välj' })).value.error).toBe('Välj');
  });

  test('DATE-32 a field that is not required and has an extraClass goes to the error state when its non-empty input is cleared', () => {
    const withClass = ctx({ extraClass: 'booking-start' });
    expect(enterText('', '2026-04-24', withClass).value).toEqual({
      date: null,
      dayOfWeek: null,
      error: true,
      required: false,
    });
    // The exception needs all three: an input that was empty stays without error…
    expect(enterText('', '', withClass).value.error).toBeNull();
    // …and so does a cleared field that is not required and has no extra class.
    expect(enterText('', '2026-04-24', ctx()).value.error).toBeNull();
    expect(enterText('', '2026-04-24', ctx({ extraClass: ' ' })).value.error).toBeNull();
  });
});

describe('initial value and new settings', () => {
  test('DATE-28 DATE-30 an initial value is the picked date, or an error when not allowed', () => {
    expect(initialDateFieldState(undefined, ctx()).value.date).toBeNull();
    expect(initialDateFieldState('2026-04-24', ctx()).value.date).toBe('2026-04-24');
    expect(initialDateFieldState('2026-04-15', ctx()).problem).toBe('notAllowed');
    expect(initialDateFieldState('2026-02-30', ctx()).problem).toBe('invalid');
  });

  test('DATE-17 DATE-30 a later start-selling date turns a chosen day into an error, and back', () => {
    const state = pickDate('2026-05-01', ctx());
    const later = ctx({ allowed: allowedDates({ today, country: 'se', startSellingDate: '2026-06-01' }) });
    const failed = revalidateDateFieldState(state, later);
    expect(failed.value).toMatchObject({ date: null, error: true });
    expect(failed.text).toBe('2026-05-01');
    expect(revalidateDateFieldState(failed, ctx()).value.date).toBe('2026-05-01');
    expect(revalidateDateFieldState(state, ctx())).toBe(state);
  });
});

describe('time zones', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  test('DATE-13 DATE-28 the same picked or typed date gives the same value in every process time zone', () => {
    const zones = ['Europe/Stockholm', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Kiritimati'];
    const dates = fc.sample(fc.integer({ min: 7, max: 365 }), 50).map((n) => addDays(today, n) ?? today);
    const values = zones.map((zone) => {
      process.env.TZ = zone;
      return dates.flatMap((date) => [
        pickDate(date, ctx()).value,
        enterText(date.split('-').reverse().join('.'), '', ctx({ country: 'fi' })).value,
      ]);
    });
    for (const value of values) expect(value).toEqual(values[0]);
  });
});
