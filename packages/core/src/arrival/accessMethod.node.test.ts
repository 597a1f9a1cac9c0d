import { testProduct } from '@nordpark/fixtures/testing';
import { describe, expect, test } from 'vitest';
import { accessMethod, facilityAccess } from './accessMethod';

const tag = { Id: 't', Text: 'Tagg', Price: 150, Required: true };
const remote = { Id: 'r', Text: 'Fjärrkontroll', Price: 300, Required: false };

describe('how to get in', () => {
  test('a product with devices: the devices, each named once', () => {
    expect(accessMethod(testProduct({ AccessDevices: [tag, remote, { ...tag, Id: 't2' }] }))).toEqual({
      kind: 'devices',
      devices: ['Tagg', 'Fjärrkontroll'],
    });
  });

  test('a short stay without a device: number-plate recognition; a season ticket without one: not known', () => {
    expect(accessMethod(testProduct({ ProcessType: 'Pre-booking' }))).toEqual({ kind: 'plate' });
    expect(accessMethod(testProduct({ ProcessType: 'Flexbooking' }))).toEqual({ kind: 'plate' });
    expect(accessMethod(testProduct({ ProcessType: 'SeasonTicket' }))).toBeNull();
  });

  test('a facility: the devices of all its products, and whether any reads the plate', () => {
    expect(
      facilityAccess([
        testProduct({ AccessDevices: [tag] }),
        testProduct({ ProcessType: 'Pre-booking' }),
        testProduct({ AccessDevices: [tag, remote] }),
      ]),
    ).toEqual({ devices: ['Tagg', 'Fjärrkontroll'], plate: true });
    expect(facilityAccess(undefined)).toEqual({ devices: [], plate: false });
  });
});
