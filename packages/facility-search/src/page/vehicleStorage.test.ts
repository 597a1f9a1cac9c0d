import { EMPTY_VEHICLE_PROFILE } from '@nordpark/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createSessionMemory, readRememberedUntil, SESSION_UNTIL_KEY } from './sessionMemory';
import { createVehicleMemory, readStoredVehicle, VEHICLE_PROFILE_KEY } from './vehicleStorage';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the vehicle profile on this device', () => {
  it('a saved profile reads back, versioned', () => {
    const car = { heightCm: 205, ev: true, accessible: false, name: 'ABC 123' };
    createVehicleMemory().save(car);
    expect(JSON.parse(localStorage.getItem(VEHICLE_PROFILE_KEY) ?? '')).toEqual({ v: 1, ...car });
    expect(readStoredVehicle()).toEqual(car);
  });

  it('a corrupt, old or tampered value is dropped and forgotten, never thrown', () => {
    for (const raw of [
      '{',
      'null',
      '"205"',
      '{"heightCm":205,"ev":true,"accessible":false,"name":null}',
      '{"v":2,"heightCm":205,"ev":true,"accessible":false,"name":null}',
      '{"v":1,"heightCm":9999,"ev":true,"accessible":false,"name":null}',
      '{"v":1,"heightCm":205,"ev":"yes","accessible":false,"name":null}',
      '{"v":1,"heightCm":null,"ev":false,"accessible":false,"name":null}',
    ]) {
      localStorage.setItem(VEHICLE_PROFILE_KEY, raw);
      expect(readStoredVehicle(), raw).toBeNull();
      expect(localStorage.getItem(VEHICLE_PROFILE_KEY), raw).toBeNull();
    }
  });

  it('an empty profile removes what was kept', () => {
    createVehicleMemory().save({ heightCm: 190, ev: false, accessible: false, name: null });
    createVehicleMemory().save(EMPTY_VEHICLE_PROFILE);
    expect(localStorage.getItem(VEHICLE_PROFILE_KEY)).toBeNull();
  });
});

describe('the stay kept for the session', () => {
  it('a stored last day is used only while it makes a stay with the date', () => {
    createSessionMemory().saveUntil('2026-12-14');
    expect(readRememberedUntil('2026-12-11')).toBe('2026-12-14');
    expect(readRememberedUntil(null)).toBeNull();
    expect(sessionStorage.getItem(SESSION_UNTIL_KEY)).toBeNull();
    createSessionMemory().saveUntil('2026-12-10');
    expect(readRememberedUntil('2026-12-11')).toBeNull();
  });
});
