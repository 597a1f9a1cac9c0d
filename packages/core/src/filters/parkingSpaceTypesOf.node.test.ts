import { expect, test } from 'vitest';
import { facility, withTypes } from './filterableFacility.fixture';
import { parkingSpaceTypesOf } from './parkingSpaceTypesOf';

test('FLT-02 DOM-37 lists every type found in ParkingZones[].Pmcs[], once, in the order first met', () => {
  const facilities = [
    facility({ ParkingZones: [...withTypes('Garage', 'Open'), ...withTypes('Garage')] }),
    facility({ ParkingZones: withTypes('Carport', 'Open') }),
    facility({ ParkingZones: [] }),
  ];
  expect(parkingSpaceTypesOf(facilities)).toEqual(['Garage', 'Open', 'Carport']);
});

test('FLT-02 empty type names are not choices', () => {
  expect(parkingSpaceTypesOf([facility({ ParkingZones: withTypes('', 'Garage') })])).toEqual(['Garage']);
  expect(parkingSpaceTypesOf([])).toEqual([]);
});
