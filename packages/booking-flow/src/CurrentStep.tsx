import { IslandPending, type Preloadable, preloadable } from '@nordpark/ui/island';
import { type ComponentType, Suspense, useDeferredValue, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { ErrorAlert } from './ErrorAlert';
import { useBookingTexts } from './messages/BookingTexts';
import { NetworkStatus } from './network/NetworkStatus';
import { Skeleton } from './Skeleton';
import { StepIndicator } from './StepIndicator';
import { ProductStep } from './steps/ProductStep';
import { useBooking, useBookingSettings, useBookingStoreApi } from './store/BookingStoreContext';
import type { StepId } from './store/state';
import { arrivalKit, OrderSummary } from './summary/OrderSummary';

// Only the first step loads with the page. The date field (and its calendar library) is
// most of the flow's weight and loads with the dates step; the other steps load together.
// All are fetched once the first step shows, and then render at once (preloadable).
const loadLater = () => import('./steps/laterSteps');
const later = (name: keyof Awaited<ReturnType<typeof loadLater>>) =>
  preloadable(() => loadLater().then((module) => module[name] as ComponentType));

const LATER_STEPS: Record<Exclude<StepId, 'product'>, Preloadable<object>> = {
  dates: preloadable(() => import('./steps/DatesStep').then((module) => module.DatesStep)),
  space: later('SpaceStep'),
  devices: later('AccessDevicesStep'),
  customer: later('CustomerStep'),
  vehicle: later('VehicleStep'),
  payment: later('PaymentStep'),
  summary: later('SummaryStep'),
  done: later('DoneStep'),
};

/**
 * The flow once the facility is there: the step indicator, the order summary (beside the
 * steps on a desktop, a disclosure above them on a phone; the summary step shows it all
 * itself) and the step the visitor is on. Skeletons stand where content is about to appear.
 */
export function CurrentStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({ error: s.error, facility: s.facility, slow: s.slow, step: s.step })),
  );
  const store = useBookingStoreApi();
  // A step change paints at once (the step indicator, the summary); the new step renders in
  // the background, in slices the browser can interrupt, so the click that moved on never waits
  // for the next form. Until it is there the step the visitor left stays on screen,
  // marked busy: taking it down and putting a skeleton up in the click's own render was much of
  // that click's task (removing the focused Continue made the browser lay the page out in
  // React's commit, and the skeleton needed a layout of its own), and the new step
  // replaces it within a frame or two anyway. Meanwhile it is inert: nothing in it may change
  // a choice the flow has moved on from (the next step's code may still be on a slow network).
  const step = useDeferredValue(state.step);
  const pending = step !== state.step;
  // The facility's arrival is a store update, which renders its subscribers synchronously, in
  // one task: the first step's cards follow in the background render instead, in slices,
  // while that update's own render keeps the skeleton (rendered in the update, the cards were
  // one long task).
  const shown = useDeferredValue(state.facility !== null);
  const network = <NetworkStatus slow={state.slow} onBackOnline={() => store.getState().backOnline()} />;

  // The summary's arrival kit comes beside the flow: fetched while the facility is on its way.
  useEffect(() => {
    void arrivalKit.preload();
  }, []);

  // Once the first step shows, fetch the next ones while the visitor reads it.
  useEffect(() => {
    if (!shown) return;
    for (const step of Object.values(LATER_STEPS)) void step.preload();
    // The date field's texts too, so the dates step shows at once (through the package, lazily:
    // a static import would bring the field into the first step's download).
    void import('@nordpark/date-field').then((module) => module.loadDateFieldCatalogue(config.language));
  }, [shown, config.language]);

  if (!shown) {
    const skeleton = <Skeleton label={t('booking.loading')} />;
    return (
      <>
        {state.error ? (
          <ErrorAlert error={state.error} standalone />
        ) : state.slow ? (
          // Still loading after 5 s: the island shows itself, saying so.
          skeleton
        ) : (
          // The first step needs the facility: until it is there the island is still loading.
          <IslandPending>{skeleton}</IslandPending>
        )}
        {network}
      </>
    );
  }
  const Step = step === 'product' ? ProductStep : LATER_STEPS[step].Component;
  // The summary beside the step on screen (the summary step shows it all itself).
  const aside = step !== 'summary';
  const form = <Skeleton label={t('booking.loading')} shape="form" />;
  return (
    <>
      <StepIndicator />
      <div className={`np-booking__layout${aside ? ' np-booking__layout--aside' : ''}`}>
        {aside && <OrderSummary />}
        <div className="np-booking__main">
          {network}
          <div className="np-booking__current" aria-busy={pending || undefined} inert={pending}>
            <Suspense fallback={form}>
              <Step key={step} />
            </Suspense>
          </div>
        </div>
      </div>
    </>
  );
}
