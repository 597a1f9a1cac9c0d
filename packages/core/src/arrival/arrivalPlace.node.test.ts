import { facilities } from '@nordpark/fixtures';
import { describe, expect, test } from 'vitest';
import { arrivalPlace } from './arrivalPlace';
import { entryHeightCm, facilityAddress } from './facilityAddress';

const facility = facilities[0];
if (!facility) throw new Error('no fixture facility');

describe('the arrival place', () => {
  test("the address is street and number, then post code and city, from the server's parts", () => {
    const { Street, Number: number, PostCode, City } = facility.Address;
    expect(facilityAddress(facility)).toBe(`${Street} ${number}, ${PostCode} ${City}`);
    expect(facilityAddress({ Address: { ...facility.Address, Number: '', PostCode: '' } })).toBe(
      `${Street}, ${City}`,
    );
    expect(facilityAddress(null)).toBe('');
  });

  test('the entry height is the detailed figure, else the summary one, else 0', () => {
    const detail = { FacilityInfo: { ...facility.FacilityInfo, MaxVehicleHeight: 190 } };
    expect(entryHeightCm({ ...facility, ...detail, Info: { ...facility.Info, MaxVehicleHeight: 210 } })).toBe(
      190,
    );
    expect(
      entryHeightCm({
        ...facility,
        ...{ FacilityInfo: { ...facility.FacilityInfo, MaxVehicleHeight: 0 } },
        Info: { ...facility.Info, MaxVehicleHeight: 210 },
      }),
    ).toBe(210);
    expect(entryHeightCm({ FacilityInfo: undefined, Info: undefined } as never)).toBe(0);
  });

  test('the Directions link goes to the facility with the page config template, and none without a position', () => {
    const [lng, lat] = facility.Address.Marker.Coordinates;
    const place = arrivalPlace(facility, { template: 'https://maps.example/?to={lat},{lng}', phone: false });
    expect(place.directions).toBe(`https://maps.example/?to=${lat},${lng}`);
    const nowhere = {
      ...facility,
      Address: {
        ...facility.Address,
        Marker: { ...facility.Address.Marker, Coordinates: [Number.NaN, Number.NaN] },
      },
    };
    expect(arrivalPlace(nowhere as never, { phone: false }).directions).toBeNull();
  });

  test("indoor, heated and charging come from either of the server's two fact blocks", () => {
    const indoorHeated = {
      ...facility,
      Indoor: false,
      FacilityInfo: { ...facility.FacilityInfo, Indoors: true, Heated: false, NumberOfEvChargingSpaces: 4 },
      Info: { ...facility.Info, Heated: true },
    };
    expect(arrivalPlace(indoorHeated, { phone: false })).toMatchObject({
      indoor: true,
      heated: true,
      evSpaces: 4,
    });
  });
});
