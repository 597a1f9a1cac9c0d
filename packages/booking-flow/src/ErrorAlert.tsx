import type { Translate } from '@nordpark/core';
import type { StepError } from './store/state';

/** A failed call at a step (or before the first): its message, and a retry when it has one. */
export function ErrorAlert({ error, t, busy = false }: { error: StepError; t: Translate; busy?: boolean }) {
  return (
    <div role="alert" className="np-booking__error">
      <p>{error.message}</p>
      {error.retry && (
        <button
          type="button"
          className="np-button np-booking__retry"
          aria-disabled={busy || undefined}
          onClick={() => void error.retry?.()}
        >
          {t('booking.retry')}
        </button>
      )}
    </div>
  );
}
