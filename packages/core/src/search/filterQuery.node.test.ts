import fc from 'fast-check';
import { expect, test } from 'vitest';
import { defaultFilterSelection } from '../filters/defaultFilterSelection';
import { normalizeFilterSelection, toggleFilter } from '../filters/toggleFilter';
import { BOOLEAN_FILTER_NAMES } from '../types/filters';
import { filterQueryFromSelection, filterSelectionFromQuery } from './filterQuery';
import { parseSearchQuery, writeSearchQuery } from './searchQuery';

test('FLT-10 SRCH-06 without f in the URL, the variant defaults stay (LTP for advanced)', () => {
  expect(filterSelectionFromQuery({}, 'advanced')).toEqual(defaultFilterSelection('advanced'));
  expect(filterSelectionFromQuery({}, 'simple')).toEqual(defaultFilterSelection('simple'));
});

test('SRCH-06 a present f replaces the defaults, even when empty', () => {
  expect(filterSelectionFromQuery({ filters: [] }, 'advanced').LTP).toBe(false);
  expect(filterSelectionFromQuery({ filters: ['STP', 'Heated'] }, 'advanced')).toMatchObject({
    LTP: false,
    STP: true,
    Heated: true,
  });
});

test('SRCH-07 FLT-02 p becomes the ticked parking space types', () => {
  expect(
    filterSelectionFromQuery({ parkingSpaceTypes: ['Garage'] }, 'advanced').ParkingSpaceTypeSelection,
  ).toEqual({
    Garage: true,
  });
});

test('FLT-06 FLT-12 a hand-edited URL is brought in line with the toggle rules', () => {
  expect(filterSelectionFromQuery({ filters: ['LTP', 'STP', 'disabled'] }, 'simple')).toMatchObject({
    LTP: true,
    STP: false,
    disabled: false,
  });
});

test('SRCH-08 a selection written to f and p reads back as the same selection', () => {
  const step = fc.record({ name: fc.constantFrom(...BOOLEAN_FILTER_NAMES), on: fc.boolean() });
  fc.assert(
    fc.property(
      fc.constantFrom('simple' as const, 'advanced' as const),
      fc.array(step),
      fc.uniqueArray(fc.constantFrom('Garage', 'Carport', 'Open')),
      (variant, steps, types) => {
        let selection = defaultFilterSelection(variant);
        for (const { name, on } of steps) selection = toggleFilter(selection, name, on);
        selection = normalizeFilterSelection({
          ...selection,
          ParkingSpaceTypeSelection: Object.fromEntries(types.map((t) => [t, true])),
        });
        const query = writeSearchQuery(filterQueryFromSelection(selection));
        expect(filterSelectionFromQuery(parseSearchQuery(query), variant)).toEqual(selection);
      },
    ),
  );
});
