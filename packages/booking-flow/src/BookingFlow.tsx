import { type BookingApi, createBookingApi } from '@nordpark/api/booking';
import { createTranslator, type PageConfig, type Translate } from '@nordpark/core';
import { IslandPending } from '@nordpark/ui/island';
import { Spinner } from '@nordpark/ui/spinner';
import { lazy, Suspense, use, useEffect, useMemo, useState } from 'react';
import { CurrentStep } from './CurrentStep';
import { connectStepHistory, type StepHistory } from './history';
import { BookingTextsProvider } from './messages/BookingTexts';
import { loadBookingCatalogue } from './messages/load';
import type { BookingFlowProps } from './props';
import { BookingStoreProvider } from './store/BookingStoreContext';
import { type BookingLink, bookingLinkOf } from './store/bookingLink';
import { createBookingStore } from './store/createBookingStore';
import type { ChoiceStorage } from './store/persistence';

export interface BookingFlowComponentProps {
  config: PageConfig;
  props: BookingFlowProps;
  /** The API; built from the config by default (tests and stories pass fakes). */
  api?: BookingApi;
  /** Where choices are kept; sessionStorage by default. */
  storage?: ChoiceStorage | null;
  /** How the card payment is reached; `location.assign` by default. */
  navigate?: (url: string) => void;
  /** Today, YYYY-MM-DD; the market's today by default. */
  today?: string;
  /** The texts; the page language's catalogue, loaded on demand, by default. */
  t?: Translate;
  /** Each step a browser history entry (Back and Forward move between steps); true by default. */
  history?: boolean;
}

/**
 * The booking-flow island: from a facility (the booking link's `fId`) to a confirmed sales
 * order and, for card payment, the card-payment page. One store per instance.
 */
export function BookingFlow(componentProps: BookingFlowComponentProps) {
  return (
    // No text is known before the catalogue is: the spinner is decorative for that moment. Under
    // the islands runtime nothing shows: the host's fallback stays until the first step is there.
    <Suspense
      fallback={
        <IslandPending>
          <Spinner />
        </IslandPending>
      }
    >
      <WithTexts {...componentProps} />
    </Suspense>
  );
}

function WithTexts({ config, props, t: given, ...options }: BookingFlowComponentProps) {
  const catalogue = given ? null : use(loadBookingCatalogue(config.language));
  const t = useMemo(
    () => given ?? createTranslator({ [config.language]: catalogue ?? {} }, config.language, config.texts),
    [given, catalogue, config.language, config.texts],
  );
  const fId = props.fId?.trim() ?? '';
  if (!fId) return <p className="np-booking np-booking__error">{t('booking.noFacility')}</p>;
  if (props.view === 'confirmation' && props.salesOrderId)
    return (
      // The confirmation view has no store: its texts come the way the flow's do, by context.
      <BookingTextsProvider t={t}>
        <ConfirmationView
          config={config}
          fId={fId}
          salesOrderId={props.salesOrderId}
          api={options.api}
          storage={options.storage}
        />
      </BookingTextsProvider>
    );
  // The page's own query is read when the flow starts, in the browser: never in a render,
  // which runs on a server too.
  const link = () => bookingLinkOf(props, fId, window.location.search);
  return <Flow config={config} fId={fId} t={t} link={link} {...options} />;
}

// The confirmation view loads only where a host mounts it.
const ConfirmationView = lazy(() => import('./confirmation/ConfirmationView'));

function Flow({
  config,
  fId,
  t,
  api,
  storage,
  navigate,
  today,
  history = true,
  link,
}: Omit<BookingFlowComponentProps, 'props'> & { fId: string; t: Translate; link: () => BookingLink }) {
  const [store] = useState(() =>
    createBookingStore({
      config,
      fId,
      t,
      api: api ?? createBookingApi(config),
      ...(storage !== undefined ? { storage } : {}),
      ...(navigate ? { navigate } : {}),
      ...(today ? { today } : {}),
      link,
    }),
  );

  useEffect(() => {
    void store.getState().start();
  }, [store]);

  // Leaving the page, or the island being removed, releases the held space (BOOK-07).
  useEffect(() => {
    const leave = () => store.getState().leave();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [store]);

  // Each step is a history entry: the browser's Back and Forward move between steps.
  const [steps, setSteps] = useState<StepHistory | null>(null);
  useEffect(() => {
    if (!history || typeof window === 'undefined') return;
    const connected = connectStepHistory(store, fId, window);
    setSteps(connected);
    return () => connected.dispose();
  }, [store, fId, history]);

  return (
    <BookingStoreProvider store={store} config={config} t={t} onBack={steps?.back}>
      <div className="np-booking">
        <CurrentStep />
      </div>
    </BookingStoreProvider>
  );
}
