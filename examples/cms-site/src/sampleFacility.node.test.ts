import { productOptionAvailability, todayIn } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import { describe, expect, test } from 'vitest';
import { sampleFacilityUid } from './sampleFacility';

describe('the demo booking page of each market', () => {
  test.each(['se', 'no', 'fi'] as const)(
    '%s books a facility of its own where something is bookable today',
    (country) => {
      const facility = facilities.find((item) => item.Uid === sampleFacilityUid(country));
      expect(facility?.Country).toBe(country);
      const today = todayIn(country);
      const bookable = (facility?.Products ?? []).filter(
        (product) => !product.OnlineBookingNotAllowed && productOptionAvailability(product, today).available,
      );
      expect(bookable.length).toBeGreaterThan(0);
    },
  );
});
