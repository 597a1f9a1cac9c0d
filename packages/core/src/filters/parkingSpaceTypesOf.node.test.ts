import { testFacility } from '@nordpark/fixtures/testing';
import { expect, test } from 'vitest';
import { withTypes } from '../testing/filters';
import { parkingSpaceTypesOf } from './parkingSpaceTypesOf';

test('FLT-02 DOM-37 lists every type found in ParkingZones[].Pmcs[], once, in the order first met', () => {
  const facilities = [
    testFacility({ ParkingZones: [...withTypes('Garage', 'Open'), ...withTypes('Garage')] }),
    testFacility({ ParkingZones: withTypes('Carport', 'Open') }),
    testFacility({ ParkingZones: [] }),
  ];
  expect(parkingSpaceTypesOf(facilities)).toEqual(['Garage', 'Open', 'Carport']);
});

test('FLT-02 empty type names are not choices', () => {
  expect(parkingSpaceTypesOf([testFacility({ ParkingZones: withTypes('', 'Garage') })])).toEqual(['Garage']);
  expect(parkingSpaceTypesOf([])).toEqual([]);
});
