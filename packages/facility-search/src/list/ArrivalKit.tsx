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
 * The arrival kit's first lines: where the entrance is, with a Directions link (the
 * page config's `directionsUrl`, else a geo: URI on phones and a maps web page elsewhere;
 * only an http(s) or geo: link is ever made), and how to get in: the access devices the
 * facility's products come with, or the camera that reads the booked registration number.
 */
export function ArrivalKit({ facility, language }: { facility: Facility; language: Language }) {
  const t = useTranslate();
  const { config } = useSearchServices();
  const { address, href, access, devices } = arrivalOf(facility, language, config.directionsUrl);
  return (
    <section className="np-facility-info__section np-arrival">
      <h3 className="np-facility-info__heading">{t('search.list.info.arrival')}</h3>
      <p className="np-arrival__address">
        <span>{address}</span>
        {href ? (
          <a
            className="np-button np-arrival__directions"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('search.list.info.directions')}
            <span className="np-visually-hidden">: {facility.Name}</span>
          </a>
        ) : null}
      </p>
      {access.plate || access.devices.length > 0 ? (
        <>
          <h4 className="np-arrival__subheading">{t('search.list.info.access')}</h4>
          <ul className="np-arrival__access">
            {access.plate ? <li>{t('search.list.info.accessPlate')}</li> : null}
            {access.devices.length > 0 ? <li>{t('search.list.info.accessDevices', { devices })}</li> : null}
          </ul>
        </>
      ) : null}
    </section>
  );
}
