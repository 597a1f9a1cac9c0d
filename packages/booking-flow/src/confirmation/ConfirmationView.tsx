import { type BookingApi, createBookingApi } from '@nordpark/api/booking';
import { type NetworkClock, type PageConfig, pageClock } from '@nordpark/core';
import { IslandPending } from '@nordpark/ui/island';
import { useEffect, useState } from 'react';
import { DoneHeader } from '../DoneHeader';
import { ErrorAlert } from '../ErrorAlert';
import { useBookingTexts } from '../messages/BookingTexts';
import { NetworkStatus } from '../network/NetworkStatus';
import { Skeleton } from '../Skeleton';
import { type ChoiceStorage, loadChoices, sessionStore, storageKey } from '../store/persistence';
import type { BookingChoices } from '../store/state';
import { ConfirmationDetails } from './ConfirmationDetails';
import { useFacility } from './useFacility';

export interface ConfirmationViewProps {
  config: PageConfig;
  fId: string;
  salesOrderId: string;
  api?: BookingApi | undefined;
  /** Where the flow kept its choices; sessionStorage by default. */
  storage?: ChoiceStorage | null | undefined;
  clock?: NetworkClock | undefined;
}

/**
 * The booking-confirmation view (`{"view": "confirmation", "fId", "salesOrderId"}` on the
 * booking-flow island): the order number, the booking as the flow kept it in this
 * tab's sessionStorage for that facility (only when it is that order), the facility's
 * summary with the arrival kit, Add to calendar, Share and the offer. Nothing is written.
 * Its texts come from the BookingTextsProvider around it, as the flow's do.
 */
export function ConfirmationView({
  config,
  fId,
  salesOrderId,
  api,
  storage,
  clock = pageClock,
}: ConfirmationViewProps) {
  const t = useBookingTexts();
  const [calls] = useState(() => api ?? createBookingApi(config));
  // Read in an effect, in the browser: a render runs on a server too, where no storage is.
  // Nothing of it shows before the facility has arrived, which is later.
  const [booking, setBooking] = useState<BookingChoices | null>(null);
  useEffect(() => {
    const kept = loadChoices(storage === undefined ? sessionStore() : storage, storageKey(fId));
    setBooking(kept.salesOrderId === salesOrderId ? kept : null);
  }, [storage, fId, salesOrderId]);
  const load = useFacility(calls, fId, t, clock);
  const network = <NetworkStatus slow={load.slow ? 'load' : null} onBackOnline={load.backOnline} />;

  // Until the facility is there the island is still loading (the host's own content stays),
  // unless it takes 5 s: then it says so.
  if (!load.facility && !load.error && !load.slow) {
    return (
      <>
        <IslandPending>
          <Skeleton label={t('booking.loading')} />
        </IslandPending>
        {network}
      </>
    );
  }
  return (
    <div className="np-booking np-confirmation">
      <DoneHeader className="np-confirmation__header">
        <h2 className="np-booking__heading">{t('booking.confirmation.heading')}</h2>
        <p className="np-confirmation__order">{t('booking.confirmation.order', { order: salesOrderId })}</p>
      </DoneHeader>
      {network}
      {load.facility ? (
        <ConfirmationDetails
          config={config}
          facility={load.facility}
          booking={booking}
          salesOrderId={salesOrderId}
        />
      ) : load.error ? (
        <ErrorAlert error={load.error} standalone />
      ) : (
        <Skeleton label={t('booking.loading')} />
      )}
    </div>
  );
}

export default ConfirmationView;
