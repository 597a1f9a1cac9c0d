import { lazy, Suspense } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingSettings } from '../store/BookingStoreContext';
import { choicesOf } from '../store/createBookingStore';

// What comes after booking (the arrival kit, Add to calendar, Share, the offer) loads when a
// booking is done, never with the flow.
const ConfirmationDetails = lazy(() =>
  import('../confirmation/ConfirmationDetails').then((module) => ({ default: module.ConfirmationDetails })),
);

/** The end: the confirmed order and what the driver needs next, or the way to the card payment. */
export function DoneStep() {
  const { t, config } = useBookingSettings();
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
      <div className="np-done">
        <svg className="np-done__icon" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
          <circle cx="20" cy="20" r="20" fill="currentColor" />
          <path
            d="M12 20.5l5.5 5.5L28.5 15"
            fill="none"
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <div>
          <p className="np-booking__done" role="status">
            {t('booking.done', { order: state.salesOrderId ?? '' })}
          </p>
          {state.redirectingTo && (
            <p className="np-done__redirect">
              <span className="np-spinner" aria-hidden="true" /> {t('booking.redirecting')}
            </p>
          )}
        </div>
      </div>
      {!state.redirectingTo && state.facility && state.salesOrderId && (
        <Suspense fallback={null}>
          <ConfirmationDetails
            config={config}
            t={t}
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
