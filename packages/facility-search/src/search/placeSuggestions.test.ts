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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('place suggestions: debounce', () => {
  test('SRCH-27 up to 3 characters it asks 250 ms after the last keystroke, not before', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('S');
    await vi.advanceTimersByTimeAsync(200);
    suggestions.type('St');
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(0);
    expect(suggestions.getSnapshot().status).toBe('waiting');
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
    await vi.advanceTimersByTimeAsync(250);
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
    await vi.advanceTimersByTimeAsync(250);
    const seven = Array.from({ length: 7 }, (_, i) => ({ Id: `p${i}`, Text: `Place ${i}` }));
    calls[0]?.answer(ok(seven));
    await flush();
    expect(suggestions.getSnapshot().suggestions.map((s) => s.Id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(suggestions.getSnapshot().status).toBe('done');
  });

  test('ERR-23 no suggestions is a done state with an empty list (the bar shows no-results)', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('xyz');
    await vi.advanceTimersByTimeAsync(250);
    calls[0]?.answer(ok([]));
    await flush();
    expect(suggestions.getSnapshot()).toEqual({ input: 'xyz', suggestions: [], status: 'done' });
  });

  test('a stale request is aborted when the text changes, and its late answer is never shown', async () => {
    const { suggestions, calls } = setup();
    suggestions.type('Sto');
    await vi.advanceTimersByTimeAsync(250);
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
    await vi.advanceTimersByTimeAsync(250);
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
    await vi.advanceTimersByTimeAsync(250);
    calls[0]?.answer(ok([STOCKHOLM]));
    await flush();
    suggestions.type('Stockholm');
    await vi.advanceTimersByTimeAsync(750);
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
    await vi.advanceTimersByTimeAsync(250);
    calls[0]?.answer(ok([STOCKHOLM]));
    const chosen = suggestions.choose(STOCKHOLM);
    calls[1]?.answer(ok(DETAILS));
    await chosen;
    expect(suggestions.getSnapshot().status).toBe('idle');
    suggestions.type('Göt');
    await vi.advanceTimersByTimeAsync(250);
    expect(calls[2]?.sessionToken).toBe('token-2');
  });

  test('failed details keep the session (a retry belongs to it) and say it was no abort', async () => {
    const { suggestions, calls } = setup();
    const chosen = suggestions.choose(STOCKHOLM);
    calls[0]?.answer(failed());
    expect(await chosen).toEqual({ ok: false, aborted: false });
    suggestions.type('Sto');
    await vi.advanceTimersByTimeAsync(250);
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
    await vi.advanceTimersByTimeAsync(250);
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
    await vi.advanceTimersByTimeAsync(250);
    suggestions.type('Stoc');
    suggestions.dispose();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});
