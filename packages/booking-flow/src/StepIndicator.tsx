import { useShallow } from 'zustand/react/shallow';
import { useBookingTexts } from './messages/BookingTexts';
import { useBooking } from './store/BookingStoreContext';
import { stepList } from './store/selectors';

/**
 * Where the visitor is in the booking: an ordered list of the product's steps, each named,
 * done ones ticked, the current one `aria-current="step"`. On a phone the list becomes a
 * segmented progress bar under "Step 2 of 6 · Dates" (the list's names stay for screen
 * readers; the compact line, which repeats them, is hidden from them).
 */
export function StepIndicator() {
  const t = useBookingTexts();
  const state = useBooking(
    useShallow((s) => ({ facility: s.facility, productId: s.productId, step: s.step })),
  );
  const steps = stepList(state);
  const current = steps.indexOf(state.step);
  if (current < 0) return null;
  const name = (step: string) => t(`booking.stepName.${step}`);
  return (
    <nav className="np-steps" aria-label={t('booking.stepper.label')}>
      <p className="np-steps__compact" aria-hidden="true">
        {t('booking.stepper.compact', { current: current + 1, total: steps.length, name: name(state.step) })}
      </p>
      <ol className="np-steps__list">
        {steps.map((step, index) => {
          const status = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li
              key={step}
              className={`np-steps__step np-steps__step--${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className="np-steps__marker" aria-hidden="true">
                {status === 'done' ? <Check /> : index + 1}
              </span>
              <span className="np-steps__name">
                {name(step)}
                {status === 'done' && (
                  <span className="np-visually-hidden"> ({t('booking.stepper.done')})</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

function Check() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
