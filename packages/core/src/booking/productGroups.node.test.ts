import { describe, expect, test } from 'vitest';
import type { Product } from '../types/facility';
import { groupProductsByProcessType, isReservedProduct, maxOrderQuantity } from './productGroups';

const product = (Id: string, ProcessType: string, Type = 'Unreserved') =>
  ({ Id, ProcessType, Type, MaxSalesAmount: 5, Availability: 10 }) as unknown as Product;

describe('groupProductsByProcessType', () => {
  test('Pre-booking, Flexbooking, SeasonTicket in that order, empty groups left out', () => {
    const groups = groupProductsByProcessType([
      product('s1', 'SeasonTicket'),
      product('p1', 'Pre-booking'),
      product('s2', 'SeasonTicket', 'Reserved'),
      product('x', 'Unknown'),
    ]);
    expect(groups.map((group) => [group.processType, group.products.map((p) => p.Id)])).toEqual([
      ['Pre-booking', ['p1']],
      ['SeasonTicket', ['s1', 's2']],
    ]);
  });
});

describe('isReservedProduct and maxOrderQuantity', () => {
  test('only Reserved sells a named space; NON_RESERVED and Unreserved do not', () => {
    expect(isReservedProduct({ Type: 'Reserved' })).toBe(true);
    expect(isReservedProduct({ Type: 'NON_RESERVED' })).toBe(false);
    expect(isReservedProduct({ Type: 'Unreserved' })).toBe(false);
  });

  test('MaxSalesAmount caps an order, Availability what is left, a reserved space is one', () => {
    expect(maxOrderQuantity({ Type: 'Unreserved', MaxSalesAmount: 20, Availability: 3 })).toBe(3);
    expect(maxOrderQuantity({ Type: 'Unreserved', MaxSalesAmount: 2, Availability: 30 })).toBe(2);
    expect(maxOrderQuantity({ Type: 'Unreserved', MaxSalesAmount: 2, Availability: 0 })).toBe(0);
    expect(maxOrderQuantity({ Type: 'Reserved', MaxSalesAmount: 50, Availability: 8 })).toBe(1);
  });
});
