import { afterEach, describe, expect, it } from 'vitest';
import {
  createSessionMemory,
  readRememberedDate,
  readRememberedLocation,
  SESSION_DATE_KEY,
  SESSION_LOCATION_KEY,
} from './sessionMemory';

afterEach(() => sessionStorage.clear());

describe('session memory', () => {
  it('SRCH-33: a saved location reads back', () => {
    createSessionMemory().saveLocation({ lat: 59.86, lng: 17.64, name: 'Uppsala' });
    expect(readRememberedLocation()).toEqual({ lat: 59.86, lng: 17.64, name: 'Uppsala' });
  });

  it('a malformed stored location is ignored, not thrown', () => {
    for (const raw of ['{', '"x"', '{"lat":"59","lng":18}', '{"lat":91,"lng":18}', 'null']) {
      sessionStorage.setItem(SESSION_LOCATION_KEY, raw);
      expect(readRememberedLocation()).toBeUndefined();
    }
  });

  it('SRCH-30: a stored date before today is dropped (and forgotten)', () => {
    createSessionMemory().saveDate('2026-11-22');
    expect(readRememberedDate('2026-11-23')).toBeNull();
    expect(sessionStorage.getItem(SESSION_DATE_KEY)).toBeNull();
  });

  it('SRCH-31: a stored date more than one year ahead is dropped; today and a year ahead are kept', () => {
    const memory = createSessionMemory();
    memory.saveDate('2027-11-24');
    expect(readRememberedDate('2026-11-23')).toBeNull();
    memory.saveDate('2027-11-23');
    expect(readRememberedDate('2026-11-23')).toBe('2027-11-23');
    memory.saveDate('2026-11-23');
    expect(readRememberedDate('2026-11-23')).toBe('2026-11-23');
  });

  it('clearing the date removes it', () => {
    const memory = createSessionMemory();
    memory.saveDate('2026-12-01');
    memory.saveDate(null);
    expect(sessionStorage.getItem(SESSION_DATE_KEY)).toBeNull();
  });
});
