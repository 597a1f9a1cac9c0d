import fc from 'fast-check';
import { expect, test } from 'vitest';
import { dedupeFacilitiesByUid } from './dedupeFacilitiesByUid';

test('DOM-11 facilities are de-duplicated by Uid, keeping the first copy', () => {
  const facilities = [
    { Uid: 'a', Name: 'first a' },
    { Uid: 'b', Name: 'b' },
    { Uid: 'a', Name: 'second a' },
  ];
  expect(dedupeFacilitiesByUid(facilities)).toEqual([
    { Uid: 'a', Name: 'first a' },
    { Uid: 'b', Name: 'b' },
  ]);
  expect(facilities).toHaveLength(3);
});

test('DOM-11 the result has each Uid once, in first-seen order, and only items of the input', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ Uid: fc.constantFrom('a', 'b', 'c', 'd', 'e'), n: fc.nat() })),
      (facilities) => {
        const result = dedupeFacilitiesByUid(facilities);
        const uids = result.map((f) => f.Uid);
        expect(new Set(uids).size).toBe(uids.length);
        expect(uids).toEqual([...new Set(facilities.map((f) => f.Uid))]);
        for (const f of result) expect(f).toBe(facilities.find((g) => g.Uid === f.Uid));
      },
    ),
  );
});
