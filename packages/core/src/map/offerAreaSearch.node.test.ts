import { expect, test } from 'vitest';
import { offerAreaSearch } from './offerAreaSearch';

const stockholm = { lat: 59.3293, lng: 18.0686 };

test('MAP-20 the reload button is offered once the centre is over 2.5 km from the last load', () => {
  expect(offerAreaSearch({ lat: 59.3293, lng: 18.1 }, stockholm)).toBe(false); // ≈1.8 km
  expect(offerAreaSearch({ lat: 59.36, lng: 18.0686 }, stockholm)).toBe(true); // ≈3.4 km
});

test('MAP-20 no button before anything was loaded', () => {
  expect(offerAreaSearch(stockholm, null)).toBe(false);
});
