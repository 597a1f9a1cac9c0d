import {
  EMPTY_VEHICLE_PROFILE,
  parseStoredVehicleProfile,
  profileIsSet,
  serialiseVehicleProfile,
  type VehicleProfile,
} from '@nordpark/core';
import type { VehicleMemory } from '../store/searchDependencies';

/** Where "my vehicle" is kept on this device, across visits: localStorage. */
export const VEHICLE_PROFILE_KEY = 'nordpark.vehicle';

/** localStorage can be missing or throw (privacy modes, sandboxed frames): then nothing is kept. */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The profile kept on this device, or null. A stored value that is not a valid profile of this
 * version (corrupt, old, tampered) is dropped, never thrown and never half-used.
 */
export function readStoredVehicle(): VehicleProfile | null {
  let raw: string | null = null;
  try {
    raw = storage()?.getItem(VEHICLE_PROFILE_KEY) ?? null;
  } catch {
    return null;
  }
  const profile = parseStoredVehicleProfile(raw);
  if (raw !== null && (profile === null || !profileIsSet(profile))) {
    try {
      storage()?.removeItem(VEHICLE_PROFILE_KEY);
    } catch {
      // A locked storage keeps its value; it is still not used.
    }
    return null;
  }
  return profile;
}

export function createVehicleMemory(): VehicleMemory {
  return {
    save(profile) {
      try {
        if (profile === EMPTY_VEHICLE_PROFILE || !profileIsSet(profile))
          storage()?.removeItem(VEHICLE_PROFILE_KEY);
        else storage()?.setItem(VEHICLE_PROFILE_KEY, serialiseVehicleProfile(profile));
      } catch {
        // Quota or a locked storage: the profile still holds for this page and its URL.
      }
    },
  };
}
