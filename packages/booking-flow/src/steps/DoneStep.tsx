import { StepFrame } from '../StepFrame';
import { useBooking, useBookingContext } from '../store/useBooking';

/** The end: the confirmed order, or the way to the card payment. */
export function DoneStep() {
  const { t } = useBookingContext();
  const state = useBooking();
  return (
    <StepFrame step="done" final>
      <p className="np-booking__done" role="status">
        {t('booking.done', { order: state.salesOrderId ?? '' })}
      </p>
      {state.redirectingTo && <p>{t('booking.redirecting')}</p>}
    </StepFrame>
  );
}
