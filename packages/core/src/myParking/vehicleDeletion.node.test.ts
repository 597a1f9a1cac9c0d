import { expect, test } from 'vitest';
import { vehicleDeletionDecision } from './vehicleDeletion';

test('MYP-08 a vehicle in a permit cannot be deleted', () => {
  expect(vehicleDeletionDecision({ existsInPermit: true })).toBe('blocked');
});

test('MYP-07 MYP-09 a vehicle the permit check clears goes on to the confirmation', () => {
  expect(vehicleDeletionDecision({ existsInPermit: false })).toBe('confirm');
});
