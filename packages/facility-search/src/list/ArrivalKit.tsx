import {
  directionsUrl,
  type Facility,
  facilityAccess,
  facilityAddress,
  facilityLatLng,
  type Language,
  listFormat,
} from '@nordpark/core';
import { ArrivalKit as SharedArrivalKit } from '@nordpark/ui/arrival';
import { isCoarsePointer } from '@nordpark/ui/viewport';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';

/** What the arrival kit says of a facility: its address, a Directions link, how to get in. */
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
  return { address, href, access, devices };
}

/**
 * The arrival kit's first lines, as a section of the facility's details: where the entrance is,
 * with a Directions link (the page config's `directionsUrl`, else a geo: URI on phones and a
 * maps web page elsewhere; only an http(s) or geo: link is ever made), and how to get in: the
 * access devices the facility's products come with, or the camera that reads the booked
 * registration number. Its look is @nordpark/ui's.
 */
export function ArrivalKit({ facility, language }: { facility: Facility; language: Language }) {
  const t = useTranslate();
  const { config } = useSearchServices();
  const { address, href, access, devices } = arrivalOf(facility, language, config.directionsUrl);
  const ways = [
    ...(access.plate ? [t('search.list.info.accessPlate')] : []),
    ...(access.devices.length > 0 ? [t('search.list.info.accessDevices', { devices })] : []),
  ];
  return (
    <SharedArrivalKit
      variant="section"
      className="np-facility-info__section"
      headingClassName="np-facility-info__heading"
      facilityName={facility.Name}
      address={address}
      directions={href}
      access={ways}
      texts={{
        heading: t('search.list.info.arrival'),
        directions: t('search.list.info.directions'),
        access: t('search.list.info.access'),
      }}
    />
  );
}
