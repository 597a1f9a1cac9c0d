import {
  availabilityLevel,
  bookingLink,
  type CountryCode,
  entryHeightCm,
  type Facility,
  formatHeight,
  formatPrice,
  type Language,
  lowestPrice,
  safeLinkUrl,
  serverTextToPlain,
} from '@nordpark/core';
import { scrollIntoViewAfterPaint } from '@nordpark/ui/schedule';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { arrivalOf } from '../list/arrivalOf';
import { useTranslate } from '../messages/TranslateContext';

export interface InfoWindowProps {
  facility: Facility;
  bookingflowPage: string;
  country: CountryCode;
  language: Language;
  /** Opened from the keyboard: focus moves into the window (and goes back on close). */
  takeFocus: boolean;
  onClose(): void;
  /** The price for the visitor's stay and whether the place fits their vehicle. */
  details?: ReactNode;
  /** Where Book goes, when it carries more than the facility (a priced stay's product and days). */
  bookHref?: string;
  /** The page config's `directionsUrl` template, when it has one. */
  directionsTemplate?: string | undefined;
}

/**
 * The selected facility's info window (MAP-14): name, address, how to get in, the entry height
 * (a driver with a tall vehicle decides from the map), availability, the "from" price, the
 * driving instructions behind a disclosure (as long as the list's, and read once) and links to
 * the facility's page and to booking. A non-modal dialog over the map; Escape or
 * the close button closes it. Server texts are rendered as text, the facility's Url only when
 * it is http(s) or stays on this site.
 */
export function InfoWindow({
  facility,
  bookingflowPage,
  country,
  language,
  takeFocus,
  onClose,
  details,
  bookHref,
  directionsTemplate,
}: InfoWindowProps) {
  const t = useTranslate();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    // Focus without the scroll that forces a full layout in the selection's task;
    // the window is brought into view, if it is not already, after the next paint.
    heading.current?.focus({ preventScroll: true });
    return scrollIntoViewAfterPaint(heading.current);
  }, [takeFocus]);

  const price = lowestPrice(facility.Products);
  const facilityUrl = safeLinkUrl(facility.Url, window.location.href);
  // The arrival kit's essentials: the address with Directions, and how to get in.
  const { address, href: directions, access, devices } = arrivalOf(facility, language, directionsTemplate);
  const height = entryHeightCm(facility);
  const instructions = serverTextToPlain(facility.DrivingInstructions);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Used here: full screen must not also end on this Escape.
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  return (
    <section className="np-map-info" role="dialog" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h3 className="np-map-info__name" id={headingId} ref={heading} tabIndex={-1}>
        {facility.Name}
      </h3>
      <p className="np-map-info__address">
        {address}
        {directions ? (
          <>
            {' '}
            <a className="np-map-info__link" href={directions} target="_blank" rel="noopener noreferrer">
              {t('search.list.info.directions')}
              <span className="np-visually-hidden">: {facility.Name}</span>
            </a>
          </>
        ) : null}
      </p>
      {access.plate || access.devices.length > 0 ? (
        <p className="np-map-info__access">
          {access.plate
            ? t('search.list.info.accessPlate')
            : t('search.list.info.accessDevices', { devices })}
        </p>
      ) : null}
      <p className="np-map-info__height">
        {height > 0
          ? t('search.list.maxHeight', { height: formatHeight(height, language) })
          : t('search.list.info.noHeightLimit')}
      </p>
      <p
        className={`np-map-info__availability np-map-info__availability--${availabilityLevel(facility.Availability ?? 0)}`}
      >
        {/* The list's words for it, capitalised alike (the marker's name uses the lower-case ones mid-sentence). */}
        {t(`search.list.availability.${availabilityLevel(facility.Availability ?? 0)}`)}
      </p>
      {price ? (
        <p className="np-map-info__price">
          {t(price.per === 'month' ? 'search.map.info.priceMonth' : 'search.map.info.priceDay', {
            price: formatPrice(price.amount, country, language),
          })}
        </p>
      ) : null}
      {details}
      <p className="np-map-info__links">
        {facilityUrl ? (
          <a className="np-map-info__link" href={facilityUrl}>
            {t('search.map.info.facility')}
          </a>
        ) : null}
        <a
          className="np-button np-button--primary"
          href={bookHref ?? bookingLink({ bookingflowPage }, facility.Uid)}
        >
          {t('search.map.info.book')}
        </a>
      </p>
      {/* Last: opened, the instructions grow the window downwards, never pushing Book out of a
        small map's view. */}
      {instructions ? (
        <details className="np-map-info__more">
          <summary>{t('search.map.info.drivingInstructions')}</summary>
          <p className="np-map-info__instructions">{instructions}</p>
        </details>
      ) : null}
      <button
        type="button"
        className="np-map-info__close"
        onClick={onClose}
        aria-label={t('search.map.info.close')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
