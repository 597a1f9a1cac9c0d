import type { Facility } from '../types/facility';

// Apart from arrivalPlace: the list's first view needs these two, and a module that also held
// the Directions link and the server-text parser would bring both into every island's start-up.

/** A facility's address as one line: street and number, post code and city. */
export function facilityAddress(facility: Pick<Facility, 'Address'> | null | undefined): string {
  const address = facility?.Address;
  if (!address) return '';
  const street = [address.Street, address.Number].filter(Boolean).join(' ');
  const city = [address.PostCode, address.City].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/** The entry height in centimetres, 0 when the server does not know it. */
export function entryHeightCm(facility: Pick<Facility, 'FacilityInfo' | 'Info'>): number {
  return facility.FacilityInfo?.MaxVehicleHeight || facility.Info?.MaxVehicleHeight || 0;
}
