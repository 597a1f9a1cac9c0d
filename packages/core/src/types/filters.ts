/** FLT-01, FLT-02. */
export interface FilterSelection {
  disabled: boolean;
  electricChargingPoint: boolean;
  Indoor: boolean;
  Outdoor: boolean;
  Heated: boolean;
  MaxVehicleHeight: boolean;
  LTP: boolean;
  STP: boolean;
  ParkingSpaceTypeSelection: Record<string, boolean>;
}

export type BooleanFilterName = Exclude<keyof FilterSelection, 'ParkingSpaceTypeSelection'>;

export const BOOLEAN_FILTER_NAMES: readonly BooleanFilterName[] = [
  'disabled',
  'electricChargingPoint',
  'Indoor',
  'Outdoor',
  'Heated',
  'MaxVehicleHeight',
  'LTP',
  'STP',
];
