import { useOnline } from '@nordpark/ui/network';
import { useBookingTexts } from './messages/BookingTexts';
import type { StepError } from './store/state';

/**
 * A failed call at a step (or before the first, `standalone`: with a heading of its own): its
 * message and a retry when it has one, announced as an alert.
 */
export function ErrorAlert({
  error,
  busy = false,
  standalone = false,
}: {
  error: StepError;
  busy?: boolean;
  standalone?: boolean;
}) {
  const t = useBookingTexts();
  const online = useOnline();
  return (
    <div role="alert" className={`np-booking__error${standalone ? ' np-booking__error--page' : ''}`}>
      <svg className="np-booking__error-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
        <circle cx="10" cy="10" r="9" fill="currentColor" />
        <path d="M10 5.5v5.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <circle cx="10" cy="14.5" r="1.2" fill="#fff" />
      </svg>
      <div className="np-booking__error-body">
        {standalone && <p className="np-booking__error-title">{t('booking.error.heading')}</p>}
        <p>{error.message}</p>
        {error.retry && (
          <button
            type="button"
            className={`np-button${standalone ? ' np-button--primary' : ''} np-booking__retry`}
            // Offline a retry cannot succeed: it waits (the load is retried by itself once back).
            aria-disabled={busy || !online || undefined}
            onClick={() => {
              if (!busy && online) void error.retry?.();
            }}
          >
            {t('booking.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
