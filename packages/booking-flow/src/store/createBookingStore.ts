import type { BookingApi } from '@nordpark/api/booking';
import { readCookie } from '@nordpark/api/booking';
import {
  createLock,
  type NetworkClock,
  type PageConfig,
  pageClock,
  type Translate,
  todayIn,
} from '@nordpark/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createNetworkTracker } from '../network/networkTracker';
import { loadOrShow, type StoreContext } from './actionContext';
import { applyBookingLink, type BookingLink } from './bookingLink';
import { type ChoiceActions, choiceActions } from './choiceActions';
import { loadStepData } from './loadStepData';
import { type NavigationActions, navigationActions } from './navigationActions';
import { type OrderActions, orderActions } from './orderActions';
import { type ChoiceStorage, sessionStore, storageKey } from './persistence';
import { keepChoices } from './resumeChoices';
import { selectedProduct, stepList } from './selectors';
import { relockKeptSpace } from './spaceLock';
import { type BookingData, initialChoices, initialRemote } from './state';

export interface BookingActions extends NavigationActions, ChoiceActions, OrderActions {
  /** Resumes the saved choices (on the first start), loads the facility and what the resumed step shows. */
  start(): Promise<void>;
}

export type BookingState = BookingData & BookingActions;
export type BookingStore = StoreApi<BookingState>;

export interface BookingStoreOptions {
  config: PageConfig;
  api: BookingApi;
  fId: string;
  /** sessionStorage by default; null keeps nothing. */
  storage?: ChoiceStorage | null;
  navigate?: (url: string) => void;
  hasAuthCookie?: () => boolean;
  /** Today, YYYY-MM-DD; the country's today by default. */
  today?: string;
  /** The flow's texts: `bookingTranslator(config)`, or the island's lazily loaded language. */
  t: Translate;
  /**
   * The booking link's product and days: the flow starts on them, once. A function
   * is called when the flow starts, so a link read from the page's address is read in the
   * browser only.
   */
  link?: BookingLink | (() => BookingLink);
  /** Timers and the browser's online state; the page's by default (tests pass fakes). */
  clock?: NetworkClock;
}

const browserNavigate = (url: string) => window.location.assign(url);

/**
 * One store per island instance (never global): the choices, what the server sent, and
 * the actions (each concern in its own module). Choices are written to sessionStorage on
 * every change and resumed from it by the first `start()`, not on creation: the island
 * creates its store in its first render, which runs on a server too, where no storage is.
 */
export function createBookingStore(options: BookingStoreOptions): BookingStore {
  const { config, api, fId, t } = options;
  let storage: ChoiceStorage | null | undefined = options.storage;
  const keeping = keepChoices(() => {
    if (storage === undefined) storage = sessionStore();
    return storage;
  }, storageKey(fId));

  const store = createStore<BookingState>()((set, get) => {
    const ctx: StoreContext = {
      get,
      set,
      api,
      config,
      t,
      fId,
      navigate: options.navigate ?? browserNavigate,
      hasAuthCookie:
        options.hasAuthCookie ??
        (() => typeof document !== 'undefined' && !!readCookie(document.cookie, config.authCookie)),
      today: () => get().today,
      network: createNetworkTracker(options.clock ?? pageClock, set),
    };
    const guarded = createLock((busy) => set({ busy }));
    const settings = () => ({ t, country: config.country, language: config.language, today: ctx.today() });

    return {
      ...initialChoices(),
      ...initialRemote(),
      busy: null,
      error: null,
      fieldErrors: {},
      moved: false,
      redirectingTo: null,
      today: options.today ?? todayIn(config.country),
      loading: false,
      slow: null,

      async start() {
        const retry = () => get().start();
        keeping.resume(get, set);
        set({ error: null });
        // The first start gets the answer the data entry asked for (prefetch.ts); a retry asks.
        const facility = await loadOrShow(ctx, (call) => api.getFacilitySummary({ fId }, call), retry);
        if (!facility) return;
        set({ facility });
        // A product that is gone, or steps that no longer fit it, start the flow over.
        const steps = stepList(get());
        const step = get().step;
        if (step !== 'done' && (!selectedProduct(get()) || !steps.includes(step))) {
          if (step !== 'product') set({ ...initialChoices(), link: get().link });
        }
        applyBookingLink(ctx, typeof options.link === 'function' ? options.link() : options.link);
        await relockKeptSpace(ctx);
        await loadStepData(ctx);
      },

      ...navigationActions(ctx, guarded, settings),
      ...choiceActions(ctx),
      ...orderActions(ctx, guarded),
    };
  });

  // Only the choices are written, and only when one of them changed.
  store.subscribe(keeping.changed);
  return store;
}
