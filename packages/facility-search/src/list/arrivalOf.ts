import {
  directionsUrl,
  type Facility,
  facilityAccess,
  facilityAddress,
  facilityLatLng,
  type Language,
  listFormat,
} from '@nordpark/core';
import { isCoarsePointer } from '@nordpark/ui/viewport';

/**
 * What the arrival kit says of a facility: its address, its position and a Directions link, how
 * to get in. The map's info window shows these as its own lines; the list's info tab gives
 * them to @nordpark/ui's kit (a module of its own, so the info window does not load the kit).
 */
export function arrivalOf(facility: Facility, language: Language, template: string | undefined) {
  // The address and Directions link as core's arrivalPlace makes them for the booking: its
  // other facts (and the server-text parser) are not needed here, and sharing the whole of it
  // with the booking's start-up would put it in every page's first chunk.
  const address = facilityAddress(facility);
  const point = facilityLatLng(facility);
  const href = point ? directionsUrl({ ...point, address }, { template, phone: isCoarsePointer() }) : null;
  const access = facilityAccess(facility.Products);
  const devices = listFormat(language === 'nb' ? 'nb' : language, { type: 'disjunction' }).format(
    access.devices.map((device) => device.toLowerCase()),
  );
  return { address, point, href, access, devices };
}
