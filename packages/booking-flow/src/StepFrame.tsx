import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ErrorAlert } from './ErrorAlert';
import { useBooking, useBookingActions, useBookingSettings } from './store/BookingStoreContext';
import { stepList } from './store/selectors';
import type { StepId } from './store/state';

export interface StepFrameProps {
  step: StepId;
  children: ReactNode;
  /** The submit button's text; "Continue" by default. */
  submitLabel?: string;
  /** What submitting does; the store's `next` by default. */
  onSubmit?: () => void;
  /** The last step has nothing to submit. */
  final?: boolean;
}

/**
 * One step: its progress, its heading (focused when the visitor arrives from another step),
 * the failure of its last call with a retry, its form, and Back, Continue and Cancel.
 */
export function StepFrame({ step, children, submitLabel, onSubmit, final = false }: StepFrameProps) {
  const { t } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      busy: s.busy,
      error: s.error,
      facility: s.facility,
      moved: s.moved,
      productId: s.productId,
    })),
  );
  const { back, cancel, next } = useBookingActions();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const steps = stepList(state);
  const index = steps.indexOf(step);

  // Only after a step change: on first load focus stays where the page put it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when this step appears.
  useEffect(() => {
    if (state.moved) headingRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSubmit) onSubmit();
    else void next();
  };
  const busy = state.busy !== null;

  return (
    <section className="np-booking__step" aria-labelledby={headingId}>
      {index >= 0 && (
        <p className="np-booking__progress">
          {t('booking.progress', { current: index + 1, total: steps.length })}
        </p>
      )}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="np-booking__heading">
        {t(`booking.step.${step}`)}
      </h2>
      {state.error && <ErrorAlert error={state.error} t={t} busy={busy} />}
      <form className="np-booking__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {children}
        {!final && (
          <div className="np-booking__nav">
            {index > 0 && (
              <button type="button" className="np-button np-booking__back" onClick={() => back()}>
                {t('booking.back')}
              </button>
            )}
            <button
              type="submit"
              className="np-button np-button--primary np-booking__next"
              aria-disabled={busy || undefined}
            >
              {busy ? t('booking.busy') : (submitLabel ?? t('booking.next'))}
            </button>
            {index > 0 && (
              <button type="button" className="np-button np-booking__cancel" onClick={() => void cancel()}>
                {t('booking.cancel')}
              </button>
            )}
          </div>
        )}
      </form>
    </section>
  );
}
