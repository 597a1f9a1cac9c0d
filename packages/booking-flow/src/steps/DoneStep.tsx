import { Spinner } from '@nordpark/ui/spinner';
import { lazy, Suspense } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { DoneHeader } from '../DoneHeader';
import { useBookingTexts } from '../messages/BookingTexts';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingSettings } from '../store/BookingStoreContext';
import { choicesOf } from '../store/resumeChoices';

// What comes after booking (the arrival kit, Add to calendar, Share, the offer) loads when a
// booking is done, never with the flow.
const ConfirmationDetails = lazy(() =>
  import('../confirmation/ConfirmationDetails').then((module) => ({ default: module.ConfirmationDetails })),
);

/** The end: the confirmed order and what the driver needs next, or the way to the card payment. */
export function DoneStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      facility: s.facility,
      redirectingTo: s.redirectingTo,
      salesOrderId: s.salesOrderId,
      spaceName: s.spaces?.find((item) => item.ParkingSpace.Uid === s.spaceUid)?.ParkingSpace.Name,
    })),
  );
  const booking = useBooking(useShallow(choicesOf));
  return (
    <StepFrame step="done" final>
      <DoneHeader>
        <p className="np-booking__done" role="status">
          {t('booking.done', { order: state.salesOrderId ?? '' })}
        </p>
        {state.redirectingTo && (
          <p className="np-done__redirect">
            <Spinner /> {t('booking.redirecting')}
          </p>
        )}
      </DoneHeader>
      {!state.redirectingTo && state.facility && state.salesOrderId && (
        <Suspense fallback={null}>
          <ConfirmationDetails
            config={config}
            facility={state.facility}
            booking={booking}
            salesOrderId={state.salesOrderId}
            spaceName={state.spaceName}
          />
        </Suspense>
      )}
    </StepFrame>
  );
}
