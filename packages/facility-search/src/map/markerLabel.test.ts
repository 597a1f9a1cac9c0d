import { facilities } from '@nordpark/fixtures';
import { expect, test } from 'vitest';
import { englishT } from '../testing/messages';
import { markerLabel } from './markerLabel';

test('markers have names of their own: facility, address and availability', () => {
  const [first] = facilities;
  if (!first) throw new Error('no fixtures');
  expect(markerLabel(englishT, { ...first, Name: 'Garage Nord', Availability: 0 })).toBe(
    `Garage Nord, ${first.Address.Street} ${first.Address.Number}: full`,
  );
  const labels = facilities.map((facility) => markerLabel(englishT, facility));
  expect(new Set(labels).size).toBe(labels.length);
});
