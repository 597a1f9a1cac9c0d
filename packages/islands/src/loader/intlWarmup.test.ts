// The Intl warm-up worker, as the loader starts it: once per page, the page's language posted,
// settled by the worker's answer, its failure or a timeout, and at once where no worker can
// start (a bundle on another origin, a browser without workers).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWorker } from '../testing/fakeWorker';
import { intlWarm, resetIntlWarmup, startIntlWarmup, WARMUP_TIMEOUT_MS } from './intlWarmup';

/** Whether `promise` has settled by now (after pending microtasks). */
async function settled(promise: Promise<unknown> | undefined): Promise<boolean> {
  let done = false;
  void promise?.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

/** Runs the task the warm-up starts its worker in (a zero-delay timer), and no later one. */
const nextTask = () => vi.advanceTimersByTimeAsync(0);

const URL = 'http://localhost:3000/assets/nordpark/chunks/intl-warmup-abc123.js';

beforeEach(() => {
  // Timers run when the test says: the worker starts in a timer's task and stops being waited
  // for on another.
  vi.useFakeTimers();
  resetIntlWarmup();
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetIntlWarmup();
});

describe('the Intl warm-up', () => {
  it('is nothing to wait for until it was started', async () => {
    expect(intlWarm).toBeUndefined();
  });

  it("is set at once, starts one worker with the page's language in the task after, and settles when it answers", async () => {
    startIntlWarmup(URL, 'fi');
    expect(intlWarm).toBeInstanceOf(Promise);
    expect(FakeWorker.started).toEqual([]);
    await nextTask();
    expect(FakeWorker.started.map((worker) => [worker.url, worker.posted])).toEqual([[URL, ['fi']]]);
    expect(await settled(intlWarm)).toBe(false);
    FakeWorker.started[0]?.answer();
    expect(await settled(intlWarm)).toBe(true);
  });

  it('starts once per page: a second island waits for the same worker', async () => {
    startIntlWarmup(URL, 'fi');
    const first = intlWarm;
    startIntlWarmup(URL, 'sv');
    await nextTask();
    expect(FakeWorker.started).toHaveLength(1);
    expect(intlWarm).toBe(first);
  });

  it('settles when the worker fails (its script missing, a policy that forbids it)', async () => {
    startIntlWarmup(URL, 'sv');
    await nextTask();
    FakeWorker.started[0]?.fail();
    expect(await settled(intlWarm)).toBe(true);
  });

  it('is waited for at most WARMUP_TIMEOUT_MS when the worker never answers', async () => {
    startIntlWarmup(URL, 'sv');
    await vi.advanceTimersByTimeAsync(WARMUP_TIMEOUT_MS - 1);
    expect(await settled(intlWarm)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(intlWarm)).toBe(true);
  });

  it('settles as soon as it tries where no worker can start: another origin (SecurityError), or no Worker at all', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('cannot be accessed from origin', 'SecurityError');
        }
      },
    );
    startIntlWarmup('https://cdn.example/nordpark/chunks/intl-warmup-abc123.js', 'sv');
    await nextTask();
    expect(await settled(intlWarm)).toBe(true);
    resetIntlWarmup();
    vi.stubGlobal('Worker', undefined);
    startIntlWarmup(URL, 'sv');
    await nextTask();
    expect(await settled(intlWarm)).toBe(true);
  });
});
