import { facilityLatLng } from '../geo/latLng';
import { serverTextToPlain } from '../text/serverText';
import type { Facility } from '../types/facility';
import { directionsUrl } from './directionsUrl';
import { entryHeightCm, facilityAddress } from './facilityAddress';

/** What a driver needs of the place itself, whatever they book: one version for every island. */
export interface ArrivalPlace {
  address: string;
  /** The Directions link (http(s) or geo: only), or null when the facility has no usable position. */
  directions: string | null;
  /** The entry height in centimetres; 0 when not known. */
  heightCm: number;
  indoor: boolean;
  heated: boolean;
  /** Spaces with charging; 0 when none. */
  evSpaces: number;
  /** The server's opening hours and driving instructions as plain text (line breaks kept). */
  openingHours: string;
  instructions: string;
}

/**
 * The arrival kit's facts of a facility: the address, a Directions link (the page config's
 * `directionsUrl` template, else a geo: URI on phones and a maps web page elsewhere), the
 * entry height, indoor or outdoor and heated, charging, and the server's texts as plain text.
 */
export function arrivalPlace(
  facility: Facility,
  options: { template?: string | undefined; phone: boolean },
): ArrivalPlace {
  const address = facilityAddress(facility);
  const point = facilityLatLng(facility);
  return {
    address,
    directions: point ? directionsUrl({ ...point, address }, options) : null,
    heightCm: entryHeightCm(facility),
    indoor: facility.Indoor === true || facility.FacilityInfo?.Indoors === true,
    heated: facility.Info?.Heated === true || facility.FacilityInfo?.Heated === true,
    evSpaces: facility.FacilityInfo?.NumberOfEvChargingSpaces ?? 0,
    openingHours: serverTextToPlain(facility.LongTermOpeningHours),
    instructions: serverTextToPlain(facility.DrivingInstructions),
  };
}
