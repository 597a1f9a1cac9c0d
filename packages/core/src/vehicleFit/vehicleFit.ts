import type { Facility } from '../types/facility';

/** "My vehicle": what a visitor's car needs of a facility. */
export interface VehicleProfile {
  /** Height in centimetres, or null when not given. */
  heightCm: number | null;
  /** Needs an EV charging point. */
  ev: boolean;
  /** Needs an accessible (disabled) parking space. */
  accessible: boolean;
  /** A name for the profile: a signed-in customer's chosen vehicle's plate, say. */
  name: string | null;
}

export const EMPTY_VEHICLE_PROFILE: VehicleProfile = {
  heightCm: null,
  ev: false,
  accessible: false,
  name: null,
};

/** Heights a car can have, in centimetres: anything else is a typing slip, not a vehicle. */
export const VEHICLE_HEIGHT_RANGE = { min: 100, max: 400 } as const;

export type HeightFit =
  | { status: 'not-asked' }
  | { status: 'fits'; maxCm: number | null }
  | { status: 'too-tall'; maxCm: number; vehicleCm: number }
  /** Indoors with no height given: could be a low garage, so never claimed to fit. */
  | { status: 'unknown' };

export interface VehicleFit {
  height: HeightFit;
  /** Null when not asked for; else whether the facility has it. */
  ev: boolean | null;
  accessible: boolean | null;
  /** Fits on every point asked; false when any fails; 'unknown' when only the height is not known. */
  fits: boolean | 'unknown';
}

const positive = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** The facility's entry height in cm: the top-level Info's, else FacilityInfo's; null when unknown or none. */
export function facilityMaxHeightCm(facility: Pick<Facility, 'Info' | 'FacilityInfo'>): number | null {
  if (positive(facility.Info?.MaxVehicleHeight)) return facility.Info.MaxVehicleHeight;
  if (positive(facility.FacilityInfo?.MaxVehicleHeight)) return facility.FacilityInfo.MaxVehicleHeight;
  return null;
}

/**
 * Whether a facility fits a vehicle: the height fits when the entry height is at
 * least the vehicle's, or when none is given for an outdoor facility (no roof, no limit); an
 * indoor facility without a height is "height not known", never "fits". EV needs the
 * electricChargingPoint service or EV spaces; accessible needs the disabled service.
 */
export function vehicleFit(
  facility: Pick<Facility, 'Info' | 'FacilityInfo' | 'Indoor' | 'Services'>,
  profile: VehicleProfile,
): VehicleFit {
  const height = heightFit(facility, profile.heightCm);
  const services = facility.Services ?? [];
  const ev = profile.ev
    ? services.includes('electricChargingPoint') || positive(facility.FacilityInfo?.NumberOfEvChargingSpaces)
    : null;
  const accessible = profile.accessible ? services.includes('disabled') : null;
  const failed = height.status === 'too-tall' || ev === false || accessible === false;
  return { height, ev, accessible, fits: failed ? false : height.status === 'unknown' ? 'unknown' : true };
}

function heightFit(
  facility: Pick<Facility, 'Info' | 'FacilityInfo' | 'Indoor'>,
  vehicleCm: number | null,
): HeightFit {
  if (vehicleCm === null) return { status: 'not-asked' };
  const maxCm = facilityMaxHeightCm(facility);
  if (maxCm === null) return facility.Indoor ? { status: 'unknown' } : { status: 'fits', maxCm: null };
  return maxCm >= vehicleCm ? { status: 'fits', maxCm } : { status: 'too-tall', maxCm, vehicleCm };
}

/** Whether the profile asks anything of a facility. */
export function profileIsSet(profile: VehicleProfile): boolean {
  return profile.heightCm !== null || profile.ev || profile.accessible;
}

/** A height as typed or read from the URL, in whole centimetres within the range; else null. */
export function parseVehicleHeight(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  const cm = Math.round(number);
  return cm >= VEHICLE_HEIGHT_RANGE.min && cm <= VEHICLE_HEIGHT_RANGE.max ? cm : null;
}

/** The stored profile's version: a stored value of another shape is dropped, never trusted. */
export const VEHICLE_PROFILE_VERSION = 1;

/** The profile as kept on this device (localStorage). */
export function serialiseVehicleProfile(profile: VehicleProfile): string {
  return JSON.stringify({ v: VEHICLE_PROFILE_VERSION, ...profile });
}

/** A stored profile read back; null for anything that is not one (corrupt, old, tampered). */
export function parseStoredVehicleProfile(stored: string | null): VehicleProfile | null {
  if (stored === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== VEHICLE_PROFILE_VERSION) return null;
  if (typeof record.ev !== 'boolean' || typeof record.accessible !== 'boolean') return null;
  const heightCm = record.heightCm === null ? null : parseVehicleHeight(record.heightCm);
  if (record.heightCm !== null && heightCm === null) return null;
  const name = typeof record.name === 'string' && record.name.length <= 40 ? record.name : null;
  return { heightCm, ev: record.ev, accessible: record.accessible, name };
}
