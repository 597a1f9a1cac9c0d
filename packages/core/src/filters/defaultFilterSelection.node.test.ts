import { expect, test } from 'vitest';
import { BOOLEAN_FILTER_NAMES } from '../types/filters';
import { defaultFilterSelection } from './defaultFilterSelection';

test('FLT-10 in the advanced variant the default is LTP, and nothing else', () => {
  const selection = defaultFilterSelection('advanced');
  expect(selection.LTP).toBe(true);
  for (const name of BOOLEAN_FILTER_NAMES.filter((n) => n !== 'LTP')) expect(selection[name]).toBe(false);
  expect(selection.ParkingSpaceTypeSelection).toEqual({});
});

test('FLT-01 FLT-10 the simple variant starts with every filter off', () => {
  const selection = defaultFilterSelection('simple');
  for (const name of BOOLEAN_FILTER_NAMES) expect(selection[name]).toBe(false);
  expect(selection.ParkingSpaceTypeSelection).toEqual({});
});

test('FLT-10 every call gives a fresh selection', () => {
  const first = defaultFilterSelection('advanced');
  first.ParkingSpaceTypeSelection.Garage = true;
  expect(defaultFilterSelection('advanced').ParkingSpaceTypeSelection).toEqual({});
});
