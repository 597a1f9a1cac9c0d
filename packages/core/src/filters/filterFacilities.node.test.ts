import { testFacility } from '@nordpark/fixtures/testing';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { facilityArbitrary, selection, selectionArbitrary } from '../testing/filters';
import { facilityMatchesFilters } from './facilityMatchesFilters';
import { filterFacilities } from './filterFacilities';

test('FLT-04 FLT-14 keeps the matching facilities in order; the count is for the Apply button', () => {
  const facilities = [
    testFacility({ Uid: 'a', Indoor: true }),
    testFacility({ Uid: 'b', Indoor: false }),
    testFacility({ Uid: 'c', Indoor: true }),
  ];
  expect(filterFacilities(facilities, selection({ Indoor: true })).map((f) => f.Uid)).toEqual(['a', 'c']);
});

test('ERR-28 when nothing matches the result is empty, so the count is 0', () => {
  expect(filterFacilities([testFacility({ Indoor: false })], selection({ Indoor: true }))).toEqual([]);
});

test('FLT-04 the result is an in-order subset of the input, every result matches and every other does not', () => {
  fc.assert(
    fc.property(fc.array(facilityArbitrary, { maxLength: 20 }), selectionArbitrary, (facilities, s) => {
      const result = filterFacilities(facilities, s);
      let cursor = 0;
      for (const f of result) {
        cursor = facilities.indexOf(f, cursor) + 1;
        expect(cursor).toBeGreaterThan(0);
        expect(facilityMatchesFilters(f, s)).toBe(true);
      }
      for (const f of facilities) {
        if (!result.includes(f)) expect(facilityMatchesFilters(f, s)).toBe(false);
      }
    }),
  );
});
