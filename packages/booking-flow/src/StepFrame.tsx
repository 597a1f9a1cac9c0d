import { useOnline } from '@nordpark/ui/network';
import { Spinner } from '@nordpark/ui/spinner';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CancelBooking } from './CancelBooking';
import { ErrorAlert } from './ErrorAlert';
import { useBookingTexts } from './messages/BookingTexts';
import {
  useBooking,
  useBookingActions,
  useBookingBack,
  useBookingStoreApi,
} from './store/BookingStoreContext';
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
  /** Nothing can be submitted (every product fully booked): the step offers its own way on. */
  hideSubmit?: boolean;
}

/**
 * One step: Back (through the browser's history in the island), its heading (focused when
 * the visitor arrives from another step), the failure of its last call with a retry, its
 * form, its one primary action, and Cancel, which asks first.
 */
export function StepFrame({
  step,
  children,
  submitLabel,
  onSubmit,
  final = false,
  hideSubmit = false,
}: StepFrameProps) {
  const t = useBookingTexts();
  const state = useBooking(
    useShallow((s) => ({
      busy: s.busy,
      error: s.error,
      facility: s.facility,
      moved: s.moved,
      productId: s.productId,
    })),
  );
  const { next } = useBookingActions();
  const storeApi = useBookingStoreApi();
  const back = useBookingBack();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const steps = stepList(state);
  const index = steps.indexOf(step);

  // Only after a step change: on first load focus stays where the page put it.
  // In the next frame, not in the commit: focusing forces a layout of the new step in the same
  // task as its render, which the visitor's click would wait for.
  // Not when the visitor is already in the step: on a slow phone that frame can come after
  // they tapped its first field, and taking the focus from there would send what they type
  // next nowhere (a date typed into the heading is not in the field, and not kept for a reload).
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once, when this step appears.
  useEffect(() => {
    if (!state.moved) return;
    const frame = requestAnimationFrame(() => {
      if (sectionRef.current?.contains(document.activeElement)) return;
      headingRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const online = useOnline();
  const busy = state.busy !== null;
  // Offline nothing is sent and no step's data can load: Continue and Confirm wait.
  const blocked = busy || !online;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // This step may still be on screen after the flow moved on (CurrentStep keeps it until the
    // next one has rendered): its Continue must not move on again from a step not yet seen.
    if (!online || storeApi.getState().step !== step) return;
    if (onSubmit) onSubmit();
    else void next();
  };

  return (
    <section ref={sectionRef} className="np-booking__step" aria-labelledby={headingId}>
      {index > 0 && !final && (
        <button type="button" className="np-button np-button--quiet np-booking__back" onClick={back}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('booking.back')}
        </button>
      )}
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="np-booking__heading">
        {t(`booking.step.${step}`)}
      </h2>
      {state.error && <ErrorAlert error={state.error} busy={busy} />}
      <form className="np-booking__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {children}
        {!final && (!hideSubmit || index > 0) && (
          <div className="np-booking__nav">
            {!hideSubmit && (
              <button
                type="submit"
                className="np-button np-button--primary np-booking__next"
                aria-disabled={blocked || undefined}
              >
                {busy && <Spinner />}
                {busy ? t('booking.busy') : (submitLabel ?? t('booking.next'))}
              </button>
            )}
            {index > 0 && <CancelBooking busy={busy} />}
          </div>
        )}
      </form>
    </section>
  );
}
