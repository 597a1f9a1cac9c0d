import { createSessionToken, MAX_SUGGESTIONS, type PlacesProvider } from '@nordpark/api/search';
import { autocompleteDelay, type PlaceDetails, type PlaceSuggestion } from '@nordpark/core';

/**
 * Where the suggestions for the typed text are:
 * - idle: nothing typed, nothing asked.
 * - waiting: a keystroke's debounce is running (SRCH-27, SRCH-28).
 * - loading: the places service is asked.
 * - done: `suggestions` are the answer for `input`, maybe none (ERR-23).
 * - failed: the service did not answer; there is nothing to choose from.
 */
export type SuggestionsStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'failed';

export interface SuggestionsSnapshot {
  /** The text the suggestions (or the running request) are for. */
  input: string;
  suggestions: readonly PlaceSuggestion[];
  status: SuggestionsStatus;
}

/** What choosing a suggestion gave: its position, or why there is none. */
export type ChooseResult =
  | { ok: true; details: PlaceDetails }
  /** aborted: a newer keystroke or choice replaced this one; nothing is to be shown. */
  | { ok: false; aborted: boolean };

/** The best suggestion for a submitted text, or why there is none. */
export type FirstResult =
  | { kind: 'found'; suggestion: PlaceSuggestion }
  /** The service knows no place for the text (ERR-23). */
  | { kind: 'none' }
  | { kind: 'failed' }
  /** A newer keystroke replaced the request: nothing to report. */
  | { kind: 'replaced' };

export interface PlaceSuggestions {
  getSnapshot(): SuggestionsSnapshot;
  subscribe(listener: () => void): () => void;
  /** The text changed: ask again after the debounce; an empty text clears the list. */
  type(text: string): void;
  /** Looks the suggestion up (same session token) and ends the session when it succeeds. */
  choose(suggestion: PlaceSuggestion): Promise<ChooseResult>;
  /**
   * The best suggestion for a text, for a form submitted without choosing one: the listed one
   * when the list is for that text, else asked for at once (no debounce).
   */
  firstFor(text: string): Promise<FirstResult>;
  /** Stops timers and requests; the component calls it when it goes away. */
  dispose(): void;
}

export interface PlaceSuggestionsOptions {
  createToken?: () => string;
  /** Fire-and-forget logging of failed calls (the island's console by default). */
  onError?: (what: string, detail: unknown) => void;
}

const IDLE: SuggestionsSnapshot = { input: '', suggestions: [], status: 'idle' };

/**
 * The place autocomplete's logic, without React: the debounce, one session token per search
 * session (API-13; a new one after a place is chosen, as the maps service bills a session
 * ending in a details call as one), at most five suggestions (SRCH-26), and a request that a
 * newer keystroke replaces is aborted and its answer dropped, so a slow answer for "Sto"
 * never overwrites the list for "Stockholm".
 */
export function createPlaceSuggestions(
  places: PlacesProvider,
  { createToken = createSessionToken, onError = defaultOnError }: PlaceSuggestionsOptions = {},
): PlaceSuggestions {
  let snapshot = IDLE;
  let token: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let request: AbortController | null = null;
  let lookup: AbortController | null = null;
  const listeners = new Set<() => void>();

  const set = (next: SuggestionsSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const sessionToken = () => {
    token ??= createToken();
    return token;
  };
  const stop = () => {
    clearTimeout(timer);
    timer = undefined;
    request?.abort();
    request = null;
  };

  /** The suggestions for the input; null when replaced, 'failed' when the service failed. */
  const ask = async (input: string): Promise<readonly PlaceSuggestion[] | 'failed' | null> => {
    stop();
    const controller = new AbortController();
    request = controller;
    set({ input, suggestions: snapshot.suggestions, status: 'loading' });
    const result = await places.suggest(input, { sessionToken: sessionToken(), signal: controller.signal });
    // Replaced by a newer keystroke (or disposed): its answer must never be shown.
    if (controller.signal.aborted || request !== controller) return null;
    request = null;
    if (!result.ok) {
      onError('place suggestions failed', result);
      set({ input, suggestions: [], status: 'failed' });
      return 'failed';
    }
    const suggestions = result.body.slice(0, MAX_SUGGESTIONS);
    set({ input, suggestions, status: 'done' });
    return suggestions;
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    type(text) {
      stop();
      lookup?.abort();
      lookup = null;
      const input = text.trim();
      if (input === '') {
        set(IDLE);
        return;
      }
      // The old list stays on screen while the new one is on its way, so it does not flicker.
      set({ input, suggestions: snapshot.suggestions, status: 'waiting' });
      timer = setTimeout(() => void ask(input), autocompleteDelay(input.length));
    },

    async choose(suggestion) {
      stop();
      lookup?.abort();
      const controller = new AbortController();
      lookup = controller;
      const result = await places.details(suggestion.Id, {
        sessionToken: sessionToken(),
        signal: controller.signal,
      });
      if (controller.signal.aborted || lookup !== controller) return { ok: false, aborted: true };
      lookup = null;
      if (!result.ok) {
        onError('place details failed', result);
        return { ok: false, aborted: false };
      }
      // The details call ends the search session: the next keystroke starts a new one.
      token = null;
      set(IDLE);
      return { ok: true, details: result.body };
    },

    async firstFor(text) {
      const input = text.trim();
      if (input === '') return { kind: 'none' };
      const listed = snapshot.input === input && snapshot.status === 'done';
      const suggestions = listed ? snapshot.suggestions : await ask(input);
      if (suggestions === null) return { kind: 'replaced' };
      if (suggestions === 'failed') return { kind: 'failed' };
      const first = suggestions[0];
      return first ? { kind: 'found', suggestion: first } : { kind: 'none' };
    },

    dispose() {
      stop();
      lookup?.abort();
      lookup = null;
    },
  };
}

function defaultOnError(what: string, detail: unknown): void {
  console.warn(`[facility-search] ${what}`, detail);
}
