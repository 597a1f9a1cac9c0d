import {
  type AccessDevice,
  directionsUrl,
  type Facility,
  facilityAddress,
  facilityLatLng,
  type PageConfig,
} from '@nordpark/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { ArrivalKit } from '../arrival/ArrivalKit';
import { arrivalFacts } from '../arrival/arrivalFacts';
import { useBookingTexts } from '../messages/BookingTexts';
import { chosenDevices, selectedProduct } from '../store/selectors';
import type { BookingChoices } from '../store/state';
import { datesText, plateOf, plateText } from '../summary/details';
import { type ReviewRow, ReviewSection } from '../summary/ReviewSection';
import { bookingCalendar, calendarFileName } from './calendar';
import { Offer } from './Offer';
import { type ShareOutcome, shareBooking } from './share';

export interface ConfirmationDetailsProps {
  config: PageConfig;
  facility: Facility;
  /** What the flow kept for this order on this device; null when it kept nothing for it. */
  booking: BookingChoices | null;
  salesOrderId: string;
  /** The chosen space's name, when the flow knows it. */
  spaceName?: string | undefined;
}

/**
 * After booking: the booking as the flow kept it, the arrival kit for the booked
 * product, **Add to calendar** (an .ics made here, offered as a download through a Blob URL),
 * **Share** (the system's share sheet, else the link copied, and said so) and the facility's
 * offer. Loaded only once a booking is done.
 */
export function ConfirmationDetails({
  config,
  facility,
  booking,
  salesOrderId,
  spaceName,
}: ConfirmationDetailsProps) {
  const t = useBookingTexts();
  const id = useId();
  const state = booking ? { ...booking, facility } : null;
  const product = state ? selectedProduct(state) : undefined;
  const devices: AccessDevice[] | undefined = state && product ? chosenDevices(state) : undefined;
  const plate = booking ? plateOf(booking.vehicle, config) : undefined;
  const choice = { product, devices, plate };
  const dates = state ? datesText(state, config) : '';
  const address = facilityAddress(facility);

  // One moment for the file's DTSTAMP, so the file (and its Blob URL) stays the same between renders.
  const [now] = useState(() => new Date());
  const calendar = useMemo(() => {
    if (!booking) return null;
    const facts = arrivalFacts(facility, { product, devices, plate }, t, config, false);
    return bookingCalendar(
      facility,
      { ...booking, salesOrderId },
      product,
      {
        summary: t('booking.confirmation.calendarName', { facility: facility.Name }),
        lines: [
          product ? `${product.Text}${booking.quantity > 1 ? ` × ${booking.quantity}` : ''}` : '',
          t('booking.confirmation.order', { order: salesOrderId }),
          plate ? `${t('booking.summary.vehicle')}: ${plate}` : '',
          facts.access,
          facts.instructions ? `${t('booking.arrival.instructions')}: ${facts.instructions}` : '',
          facts.directions ?? '',
        ],
      },
      now,
      config.country,
    );
  }, [booking, facility, product, devices, salesOrderId, t, config, plate, now]);
  const calendarUrl = useBlobUrl(calendar);

  const point = facilityLatLng(facility);
  // The link shared is the way there, as a maps web page (a geo: URI means nothing to a recipient).
  const shareUrl = point
    ? directionsUrl({ ...point, address }, { template: config.directionsUrl, phone: false })
    : null;
  const [shared, setShared] = useState<ShareOutcome | null>(null);
  const share = async () => {
    if (!shareUrl) return;
    setShared(null);
    const text = [facility.Name, address, dates].filter(Boolean).join(', ');
    setShared(
      await shareBooking({
        title: t('booking.confirmation.calendarName', { facility: facility.Name }),
        text,
        url: shareUrl,
      }),
    );
  };

  const rows: ReviewRow[] = state
    ? [
        [t('booking.summary.facility'), facility.Name],
        [
          t('booking.summary.product'),
          product ? `${product.Text}${booking && booking.quantity > 1 ? ` × ${booking.quantity}` : ''}` : '',
        ],
        [t(product?.ProcessType === 'SeasonTicket' ? 'booking.startDate' : 'booking.summary.dates'), dates],
        [t('booking.summary.space'), spaceName ?? ''],
        [t('booking.summary.vehicle'), booking ? plateText(booking.vehicle, config, t) : ''],
      ]
    : [[t('booking.summary.facility'), facility.Name]];

  return (
    <div className="np-confirmation__details">
      <ReviewSection title={t('booking.summary.heading')} rows={rows} headingId={`${id}-booking`}>
        {!booking && <p className="np-confirmation__note">{t('booking.confirmation.unknownBooking')}</p>}
      </ReviewSection>
      <ArrivalKit facility={facility} choice={choice} config={config} />
      <div className="np-confirmation__actions">
        {calendarUrl && (
          <a
            className="np-button np-button--primary"
            href={calendarUrl}
            download={calendarFileName(t('booking.confirmation.fileName'), salesOrderId)}
          >
            {t('booking.confirmation.calendar')}
          </a>
        )}
        {shareUrl && (
          <button type="button" className="np-button" onClick={() => void share()}>
            {t('booking.confirmation.share')}
          </button>
        )}
      </div>
      <p className="np-confirmation__shared" role="status">
        {shared === 'copied'
          ? t('booking.confirmation.copied')
          : shared === 'failed'
            ? t('booking.confirmation.copyFailed', { url: shareUrl ?? '' })
            : ''}
      </p>
      <Offer config={config} fId={facility.Uid} label={t('booking.confirmation.offer')} />
    </div>
  );
}

/** A Blob URL for a text file while the view shows it; revoked when it changes or goes. */
function useBlobUrl(text: string | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!text || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [text]);
  return url;
}
