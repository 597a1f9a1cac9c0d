import type { BookingStore } from './store/createBookingStore';
import { stepList } from './store/selectors';
import type { StepId } from './store/state';

/** The key of the flow's marker in `history.state`; the host's own state stays beside it. */
export const HISTORY_KEY = 'nordparkBooking';

/** What a history entry of the flow remembers: whose flow, which step, and the step before it. */
export interface StepMarker {
  fId: string;
  step: StepId;
  /** The step of the entry this one was pushed from; null for the first. */
  prev: StepId | null;
}

export interface StepHistory {
  /** The Back button: the browser's Back when the entry before is the previous step, else a new entry. */
  back(): void;
  dispose(): void;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The flow's marker in a history state, when it is this facility's. */
export function markerOf(state: unknown, fId: string): StepMarker | null {
  const marker = isRecord(state) ? state[HISTORY_KEY] : null;
  if (!isRecord(marker) || marker.fId !== fId || typeof marker.step !== 'string') return null;
  return {
    fId,
    step: marker.step as StepId,
    prev: typeof marker.prev === 'string' ? (marker.prev as StepId) : null,
  };
}

/**
 * Makes each step of the flow a browser history entry: moving to a step pushes one (the URL,
 * and with it the host's query such as `fId` and `t`, stays as it is), and the browser's Back
 * and Forward show the step of the entry they reach (`popstate`). The current entry is marked
 * at once, so Back from the second step returns to the first. Only same-document entries are
 * involved: leaving the page and coming back resumes from sessionStorage as before.
 */
export function connectStepHistory(store: BookingStore, fId: string, win: Window = window): StepHistory {
  const { history } = win;
  let following = false;

  const mark = (step: StepId, prev: StepId | null, push: boolean) => {
    const state = { ...(isRecord(history.state) ? history.state : {}), [HISTORY_KEY]: { fId, step, prev } };
    if (push) history.pushState(state, '');
    else history.replaceState(state, '');
  };

  /** Shows the step of a history entry and makes the entry say where the visitor is. */
  const follow = (marker: StepMarker) => {
    following = true;
    try {
      store.getState().showStep(marker.step);
    } finally {
      following = false;
    }
    // The flow could not go there (an incomplete step on the way, a finished booking): the
    // entry now says where the visitor is.
    const shown = store.getState().step;
    if (shown !== marker.step) mark(shown, marker.prev, false);
  };

  // This entry may be one the visitor travelled to after a reload: the browser then loads the
  // page afresh (the document that pushed it is gone), and the entry, not the saved step, says
  // where they are. Its step is shown once the facility (and so the product's steps) is known.
  const initial = markerOf(history.state, fId);
  let pending = initial && initial.step !== store.getState().step ? initial : null;
  const showPending = () => {
    if (!pending || !store.getState().facility) return;
    const marker = pending;
    pending = null;
    follow(marker);
  };
  if (pending) showPending();
  else mark(store.getState().step, initial?.prev ?? null, false);

  const unsubscribe = store.subscribe((state, previous) => {
    if (pending && state.facility && !previous.facility) {
      showPending();
      return;
    }
    if (following || state.step === previous.step) return;
    mark(state.step, previous.step, true);
  });

  const onPopState = (event: PopStateEvent) => {
    const marker = markerOf(event.state, fId);
    if (marker) follow(marker);
  };
  win.addEventListener('popstate', onPopState);

  return {
    back() {
      const state = store.getState();
      const steps = stepList(state);
      const previous = steps[steps.indexOf(state.step) - 1];
      if (previous && markerOf(history.state, fId)?.prev === previous) history.back();
      else state.back();
    },
    dispose() {
      unsubscribe();
      win.removeEventListener('popstate', onPopState);
    },
  };
}
