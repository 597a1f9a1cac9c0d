import { facilities } from '@nordpark/fixtures';
import { expect, test } from 'vitest';
import { englishT } from '../testing/messages';
import { markerLabel } from './markerLabel';

test('markers have names of their own: facility, address, distance and availability', () => {
  const [first] = facilities;
  if (!first) throw new Error('no fixtures');
  const near = {
    ...first,
    Name: 'Garage Nord',
    Availability: 0,
    Address: { ...first.Address, Distance: 785 },
  };
  expect(markerLabel(englishT, near)).toBe(
    `Garage Nord, ${first.Address.Street} ${first.Address.Number}, 785 m: full`,
  );
  expect(
    markerLabel(englishT, { ...near, Address: { ...near.Address, Distance: 1240 } }, undefined, 'sv'),
  ).toContain(', 1,2 km: ');
  const labels = facilities.map((facility) => markerLabel(englishT, facility));
  expect(new Set(labels).size).toBe(labels.length);
});
