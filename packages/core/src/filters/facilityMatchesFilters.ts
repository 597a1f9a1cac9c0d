import type { Facility } from '../types/facility';
import type { BooleanFilterName, FilterSelection } from '../types/filters';
import { allowsTallVehicles } from './tallVehicleHeight';

/** The parts of a facility the filters look at, so tests and fixtures need not build a whole one. */
export type FilterableFacility = Pick<Facility, 'Indoor' | 'HasLtp' | 'HasStp' | 'Services'> & {
  Info: Pick<Facility['Info'], 'Heated' | 'MaxVehicleHeight'>;
  ParkingZones: { Pmcs: { ParkingSpaceType: string }[] }[];
};

type FacilityTest = (facility: FilterableFacility) => boolean;

const hasService =
  (service: string): FacilityTest =>
  (facility) =>
    Array.isArray(facility.Services) && facility.Services.includes(service);

/** What each boolean filter asks of a facility when it is selected. */
const BOOLEAN_FILTER_TESTS: Readonly<Record<BooleanFilterName, FacilityTest>> = {
  disabled: hasService('disabled'),
  electricChargingPoint: hasService('electricChargingPoint'),
  Indoor: (facility) => facility.Indoor === true,
  Outdoor: (facility) => facility.Indoor === false,
  Heated: (facility) => facility.Info?.Heated === true,
  MaxVehicleHeight: (facility) => allowsTallVehicles(facility.Info?.MaxVehicleHeight),
  LTP: (facility) => facility.HasLtp === true,
  STP: (facility) => facility.HasStp === true,
};

/** The parking space types a facility offers, across all its zones (DOM-37). */
export function facilityParkingSpaceTypes(facility: Pick<FilterableFacility, 'ParkingZones'>): Set<string> {
  const types = new Set<string>();
  for (const zone of facility.ParkingZones ?? []) {
    for (const pmc of zone.Pmcs ?? []) {
      if (typeof pmc.ParkingSpaceType === 'string' && pmc.ParkingSpaceType !== '')
        types.add(pmc.ParkingSpaceType);
    }
  }
  return types;
}

/** The parking space types ticked in a selection. */
export function selectedParkingSpaceTypes(
  selection: Pick<FilterSelection, 'ParkingSpaceTypeSelection'>,
): string[] {
  return Object.entries(selection.ParkingSpaceTypeSelection ?? {})
    .filter(([, on]) => on === true)
    .map(([type]) => type);
}

/**
 * Whether a facility passes every selected filter (FLT-04); an unselected filter asks nothing.
 *
 * Literal AND, as the spec says, even where it makes no match possible: Indoor and Outdoor
 * together match nothing, and the Apply button then shows 0 and is disabled (ERR-28/29),
 * which tells the visitor more than quietly widening the search would.
 *
 * The parking space types are one filter, "which kind of space", answered by any ticked type
 * the facility offers: a driver wants one space, and ticking two kinds means either will do.
 */
export function facilityMatchesFilters(facility: FilterableFacility, selection: FilterSelection): boolean {
  for (const [name, test] of Object.entries(BOOLEAN_FILTER_TESTS) as [BooleanFilterName, FacilityTest][]) {
    if (selection[name] === true && !test(facility)) return false;
  }
  const wantedTypes = selectedParkingSpaceTypes(selection);
  if (wantedTypes.length === 0) return true;
  const offered = facilityParkingSpaceTypes(facility);
  return wantedTypes.some((type) => offered.has(type));
}
