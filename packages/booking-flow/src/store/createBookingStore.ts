import type { BookingApi } from '@nordpark/api/booking';
import { readCookie } from '@nordpark/api/booking';
import { createLock, type PageConfig, type Translate, todayIn } from '@nordpark/core';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { facilitySummaryOnce } from '../prefetch/bookingPrefetch';
import { callOrShow, type StoreContext } from './actionContext';
import { confirmOrder } from './confirmOrder';
import { loadFlexPrice, loadStepData } from './loadStepData';
import { type ChoiceStorage, loadChoices, saveChoices, sessionStore, storageKey } from './persistence';
import { selectedProduct, stepList } from './selectors';
import { lockSpace, releaseSpace, relockKeptSpace } from './spaceLock';
import {
  type BookingChoices,
  type BookingData,
  CHOICE_KEYS,
  initialChoices,
  initialRemote,
  type StepId,
} from './state';
import { submitStep } from './submitStep';
import { validateStep } from './validateStep';

export interface BookingActions {
  /** Loads the facility and what the resumed step shows. */
  start(): Promise<void>;
  /** Records the visitor's input; clears the problems of the fields it changes. */
  choose(choices: Partial<BookingChoices>): void;
  /** Checks the step, sends what it sends, and moves on. */
  next(): Promise<void>;
  back(): void;
  /**
   * Shows a step the browser's history went to (Back, Forward). Going forward stops at the
   * first step on the way that is not complete; a step the product does not have, or any step
   * once the booking is done, leaves the flow where it is.
   */
  showStep(step: StepId): void;
  loadFlexPrice(): Promise<void>;
  chooseSpace(spaceUid: string): Promise<void>;
  /** Opens the vehicle form for an existing vehicle (null: for a new one). */
  editVehicle(vehicleId: string | null): void;
  confirm(): Promise<void>;
  /** Cancels the booking: releases the space and starts over. */
  cancel(): Promise<void>;
  /** The page is going away: release the space with a request that outlives the page. */
  leave(): void;
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
}

const browserNavigate = (url: string) => window.location.assign(url);

/**
 * One store per island instance (never global): the choices, what the server sent, and
 * the actions. Choices are written to sessionStorage on every change.
 */
export function createBookingStore(options: BookingStoreOptions): BookingStore {
  const { config, api, fId } = options;
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const key = storageKey(fId);
  const { t } = options;

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
    };
    const guarded = createLock((busy) => set({ busy }));
    const settings = () => ({ t, country: config.country, language: config.language, today: ctx.today() });

    function goTo(step: StepId): void {
      set({ step, moved: true, error: null, fieldErrors: {} });
      void loadStepData(ctx);
    }

    const next = (): Promise<void> =>
      guarded('next', async () => {
        const state = get();
        const fieldErrors = validateStep(state, settings());
        set({ fieldErrors, error: null });
        if (Object.keys(fieldErrors).length > 0) return;
        if (!(await submitStep(ctx, next))) return;
        const steps = stepList(get());
        const following = steps[steps.indexOf(get().step) + 1];
        if (following) goTo(following);
      });

    return {
      ...loadChoices(storage, key),
      ...initialRemote(),
      busy: null,
      error: null,
      fieldErrors: {},
      moved: false,
      redirectingTo: null,
      today: options.today ?? todayIn(config.country),

      async start() {
        const retry = () => get().start();
        set({ error: null });
        // The first start may take the answer the data entry asked for (prefetch.ts); a retry asks.
        const summary = facilitySummaryOnce(config, fId, () => api.getFacilitySummary({ fId }));
        const facility = await callOrShow(ctx, summary, retry);
        if (!facility) return;
        set({ facility });
        // A product that is gone, or steps that no longer fit it, start the flow over.
        const steps = stepList(get());
        const step = get().step;
        if (step !== 'done' && (!selectedProduct(get()) || !steps.includes(step))) {
          if (step !== 'product') set({ ...initialChoices() });
        }
        await relockKeptSpace(ctx);
        await loadStepData(ctx);
      },

      choose(choices) {
        const fieldErrors = { ...get().fieldErrors };
        const previous = get() as unknown as Record<string, unknown>;
        for (const [name, value] of Object.entries(choices)) {
          delete fieldErrors[name];
          // A customer or vehicle field clears its own problem (FirstName, LicensePlate).
          if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
            const before = (previous[name] ?? {}) as Record<string, unknown>;
            for (const [field, fieldValue] of Object.entries(value))
              if (before[field] !== fieldValue) delete fieldErrors[field];
          }
        }
        // A new product makes every later choice meaningless, and its price data too.
        const reset =
          choices.productId !== undefined && choices.productId !== get().productId
            ? {
                deviceIds: [],
                paymentOptionId: null,
                paymentMethod: 'card' as const,
                flexPrice: null,
                paymentOptions: null,
                quantity: 1,
              }
            : {};
        set({ ...reset, ...choices, fieldErrors });
      },

      next,

      back() {
        const steps = stepList(get());
        const previous = steps[steps.indexOf(get().step) - 1];
        if (previous) goTo(previous);
      },

      showStep(target) {
        const state = get();
        const steps = stepList(state);
        const from = steps.indexOf(state.step);
        const to = steps.indexOf(target);
        if (state.step === 'done' || from < 0 || to < 0 || from === to) return;
        let stop = target;
        for (let index = from; index < to; index += 1) {
          const step = steps[index] as StepId;
          if (Object.keys(validateStep({ ...get(), step }, settings())).length > 0) {
            stop = step;
            break;
          }
        }
        if (stop !== state.step) goTo(stop);
      },

      loadFlexPrice: () => loadFlexPrice(ctx),

      chooseSpace: (spaceUid) => guarded('space', () => lockSpace(ctx, spaceUid)),

      editVehicle(vehicleId) {
        const vehicle = get().vehicles?.find((item) => item.Id === vehicleId);
        set({
          editingVehicleId: vehicle ? vehicle.Id : null,
          vehicle: {
            Id: null,
            LicensePlate: vehicle?.LicensePlate ?? '',
            Description: vehicle?.Description ?? '',
            foreign: false,
          },
          fieldErrors: {},
        });
      },

      confirm: () => guarded('confirm', () => confirmOrder(ctx)),

      cancel: () =>
        guarded('cancel', async () => {
          await releaseSpace(ctx, false);
          set({
            ...initialChoices(),
            ...initialRemote(),
            facility: get().facility,
            moved: true,
            error: null,
          });
        }),

      leave() {
        if (get().step !== 'done') void releaseSpace(ctx, true);
      },
    };
  });

  // Only the choices are written, and only when one of them changed.
  store.subscribe((state, previous) => {
    if (CHOICE_KEYS.some((name) => state[name] !== previous[name]))
      saveChoices(storage, key, choicesOf(state));
  });
  return store;
}

/** The choices part of a state, as it is saved (tests read it). */
export function choicesOf(state: BookingChoices): BookingChoices {
  return Object.fromEntries(CHOICE_KEYS.map((name) => [name, state[name]])) as unknown as BookingChoices;
}
