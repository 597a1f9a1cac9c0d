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
      <p className="np-booking__done" role="status">
        {t('booking.done', { order: state.salesOrderId ?? '' })}
      </p>
      {state.redirectingTo && <p>{t('booking.redirecting')}</p>}
    </StepFrame>
  );
}
