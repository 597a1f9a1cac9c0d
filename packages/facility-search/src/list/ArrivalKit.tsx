import type { Facility, Language } from '@nordpark/core';
import { ArrivalKit as Kit } from '@nordpark/ui/arrival';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { arrivalOf } from './arrivalOf';

/**
 * The arrival kit's first lines, as a section of the facility's details: where the entrance is,
 * with a Directions link (the page config's `directionsUrl`, else a geo: URI on phones and a
 * maps web page elsewhere; only an http(s) or geo: link is ever made), and how to get in: the
 * access devices the facility's products come with, or the camera that reads the booked
 * registration number. @nordpark/ui's kit, loaded with the details (never at start-up).
 */
export function ArrivalKit({ facility, language }: { facility: Facility; language: Language }) {
  const t = useTranslate();
  const { config } = useSearchServices();
  const { address, point, access, devices } = arrivalOf(facility, language, config.directionsUrl);
  const ways = [
    ...(access.plate ? [t('search.list.info.accessPlate')] : []),
    ...(access.devices.length > 0 ? [t('search.list.info.accessDevices', { devices })] : []),
  ];
  return (
    <Kit
      variant="section"
      className="np-facility-info__section"
      headingClassName="np-facility-info__heading"
      facilityName={facility.Name}
      address={address}
      position={point}
      directionsTemplate={config.directionsUrl}
      access={ways}
      texts={{
        heading: t('search.list.info.arrival'),
        directions: t('search.list.info.directions'),
        access: t('search.list.info.access'),
      }}
    />
  );
}
