import { autocompleteDelay } from '@nordpark/core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createControlledPlaces, failed, ok } from '../testing/fakePlaces';
import { createPlaceSuggestions } from './placeSuggestions';

const STOCKHOLM = { Id: 'se-stockholm', Text: 'Stockholm' };
const DETAILS = { formattedAddress: 'Stockholm, Sverige', location: { lat: 59.33, lng: 18.07 } };

function setup() {
  const { places, calls } = createControlledPlaces();
  let tokens = 0;
  const onError = vi.fn();
  const suggestions = createPlaceSuggestions(places, { createToken: () => `token-${++tokens}`, onError });
  return { suggestions, calls, onError };
}

const flush = () => vi.advanceTimersByTimeAsync(0);
/** Runs the clock through the debounce the text's length takes (its steps are tested below). */
const debounceOf = (text: string) => vi.advanceTimersByTimeAsync(autocompleteDelay(text.length));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('place suggestions: debounce', () => {
  test.each([
    ['S', 250],
    ['St', 500],
    ['Sto', 750],
  ])('SRCH-27 after %j it asks %i ms after the last keystroke, not before', async (text, delay) => {
    const { suggestions, calls } = setup();
    suggestions.type(text);
    await vi.advanceTimersByTimeAsync(delay - 1);
    expect(calls).toHaveLength(0);
    expect(suggestions.getSnapshot().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.input)).toEqual([text]);
  });

  test('SRCH-27 a keystroke restarts the wait at the new length: "S" then "St" asks 500 ms after the second', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('S');
    await vi.advanceTimersByTimeAsync(200);
    suggestions.type('St');
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.input)).toEqual(['St']);
  });

  test('SRCH-28 past 3 characters it waits 750 ms', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Stoc');
    await vi.advanceTimersByTimeAsync(749);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.input)).toEqual(['Stoc']);
  });

  test('each keystroke restarts the wait, so fast typing asks once, for the last text', async () => {
    const { suggestions, calls } = setup();
    for (const text of ['S', 'St', 'Sto', 'Stoc', 'Stock']) {
      suggestions.type(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(750);
    expect(calls.map((c) => c.input)).toEqual(['Stock']);
  });

  test('an empty (or blank) text asks nothing and clears the list', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    calls[0]?.answer(ok([STOCKHOLM]));
    await flush();
    suggestions.type('   ');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(suggestions.getSnapshot()).toEqual({ input: '', suggestions: [], status: 'idle' });
  });
});

describe('place suggestions: answers', () => {
  test('SRCH-26 at most the first 5 suggestions are kept', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('a');
    await debounceOf('a');
    const seven = Array.from({ length: 7 }, (_, i) => ({ Id: `p${i}`, Text: `Place ${i}` }));
    calls[0]?.answer(ok(seven));
    await flush();
    expect(suggestions.getSnapshot().suggestions.map((s) => s.Id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(suggestions.getSnapshot().status).toBe('done');
  });

  test('ERR-23 no suggestions is a done state with an empty list (the bar shows no-results)', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('xyz');
    await debounceOf('xyz');
    calls[0]?.answer(ok([]));
    await flush();
    expect(suggestions.getSnapshot()).toEqual({ input: 'xyz', suggestions: [], status: 'done' });
  });

  test('a stale request is aborted when the text changes, and its late answer is never shown', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    suggestions.type('Stockh');
    expect(calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(750);
    calls[1]?.answer(ok([STOCKHOLM]));
    await flush();
    calls[0]?.answer(ok([{ Id: 'old', Text: 'Stora Essingen' }]));
    await flush();
    expect(suggestions.getSnapshot().input).toBe('Stockh');
    expect(suggestions.getSnapshot().suggestions).toEqual([STOCKHOLM]);
  });

  test('a failed request leaves nothing to choose and is logged', async () => {
    const { suggestions, calls, onError } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    calls[0]?.answer(failed());
    await flush();
    expect(suggestions.getSnapshot()).toMatchObject({ suggestions: [], status: 'failed' });
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('place suggestions: session token', () => {
  test('API-13 every keystroke of one search and the details call share one token', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    calls[0]?.answer(ok([STOCKHOLM]));
    await flush();
    suggestions.type('Stockholm');
    await debounceOf('Stockholm');
    calls[1]?.answer(ok([STOCKHOLM]));
    await flush();
    const chosen = suggestions.choose(STOCKHOLM);
    expect(calls[2]).toMatchObject({ kind: 'details', input: 'se-stockholm' });
    calls[2]?.answer(ok(DETAILS));
    expect(await chosen).toEqual({ ok: true, details: DETAILS });
    expect(new Set(calls.map((c) => c.sessionToken))).toEqual(new Set(['token-1']));
  });

  test('API-13 after a place is chosen the next search starts a new session token', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    calls[0]?.answer(ok([STOCKHOLM]));
    const chosen = suggestions.choose(STOCKHOLM);
    calls[1]?.answer(ok(DETAILS));
    await chosen;
    expect(suggestions.getSnapshot().status).toBe('idle');
    suggestions.type('Göt');
    await debounceOf('Göt');
    expect(calls[2]?.sessionToken).toBe('token-2');
  });

  test('failed details keep the session (a retry belongs to it) and say it was no abort', async () => {
    const { suggestions, calls } = setup();
    const chosen = suggestions.choose(STOCKHOLM);
    calls[0]?.answer(failed());
    expect(await chosen).toEqual({ ok: false, aborted: false });
    suggestions.type('Sto');
    await debounceOf('Sto');
    expect(calls[1]?.sessionToken).toBe(calls[0]?.sessionToken);
  });

  test('typing while a place is looked up aborts the lookup; its answer is dropped', async () => {
    const { suggestions, calls } = setup();
    const chosen = suggestions.choose(STOCKHOLM);
    suggestions.type('Malmö');
    expect(calls[0]?.signal?.aborted).toBe(true);
    calls[0]?.answer(ok(DETAILS));
    expect(await chosen).toEqual({ ok: false, aborted: true });
  });
});

describe('place suggestions: submitting without choosing', () => {
  test('the listed first suggestion for the same text is used without asking again', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    calls[0]?.answer(ok([STOCKHOLM, { Id: 'x', Text: 'Stockholm Arlanda' }]));
    await flush();
    expect(await suggestions.firstFor(' Sto ')).toEqual({ kind: 'found', suggestion: STOCKHOLM });
    expect(calls).toHaveLength(1);
  });

  test('without a list for the text it asks at once, skipping the debounce', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Stockholm');
    const first = suggestions.firstFor('Stockholm');
    expect(calls.map((c) => c.input)).toEqual(['Stockholm']);
    calls[0]?.answer(ok([STOCKHOLM]));
    expect(await first).toEqual({ kind: 'found', suggestion: STOCKHOLM });
    // The debounced request was cancelled: no second call later.
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
  });

  test('ERR-23 no suggestion for the text is "none"; a failure and a replaced request say so', async () => {
    const { suggestions, calls } = setup();
    const first = suggestions.firstFor('xyz');
    calls[0]?.answer(ok([]));
    expect(await first).toEqual({ kind: 'none' });
    expect(await suggestions.firstFor('')).toEqual({ kind: 'none' });
    const failing = suggestions.firstFor('abc');
    calls[1]?.answer(failed());
    expect(await failing).toEqual({ kind: 'failed' });
    const replaced = suggestions.firstFor('Sto');
    suggestions.type('Stoc');
    calls[2]?.answer(ok([STOCKHOLM]));
    expect(await replaced).toEqual({ kind: 'replaced' });
  });

  test('dispose stops the pending wait and aborts the running request', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await debounceOf('Sto');
    suggestions.type('Stoc');
    suggestions.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});
