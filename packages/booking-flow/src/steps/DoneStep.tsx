import { useShallow } from 'zustand/react/shallow';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingSettings } from '../store/BookingStoreContext';

/** The end: the confirmed order, or the way to the card payment. */
export function DoneStep() {
  const { t } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({ redirectingTo: s.redirectingTo, salesOrderId: s.salesOrderId })),
  );
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
    </StepFrame>
  );
}
