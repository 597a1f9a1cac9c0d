import { defaultFilterSelection } from '@nordpark/core';
import { expect, test } from 'vitest';
import { activeFilterCount } from './activeFilterCount';

test('FLT-10 the default selection (LTP) has no active filters: the term is not counted', () => {
  expect(activeFilterCount(defaultFilterSelection('advanced'))).toBe(0);
  expect(activeFilterCount({ ...defaultFilterSelection('advanced'), LTP: false, STP: true })).toBe(0);
});

test('FLT-01 FLT-02 each ticked box and each ticked parking space type counts once', () => {
  const selection = {
    ...defaultFilterSelection('advanced'),
    Indoor: true,
    Heated: true,
    ParkingSpaceTypeSelection: { Garage: true, Carport: true, Standard: false },
  };
  expect(activeFilterCount(selection)).toBe(4);
});
