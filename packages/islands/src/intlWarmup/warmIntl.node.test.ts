// The warm-up worker's work: the services an island's first view formats with, in the page's
// language, for every market; never an exception, whatever the page wrote.
import fc from 'fast-check';
import { afterEach, expect, test, vi } from 'vitest';

const todayIn = vi.hoisted(() => vi.fn());
vi.mock('@nordpark/core', async (original) => ({
  ...(await original<typeof import('@nordpark/core')>()),
  todayIn,
}));

/**
 * warmIntl from a fresh module graph: core's formatter cache keeps each formatter it built for
 * the rest of the worker, so a formatter another test (or test file) built would not be built,
 * or fail to be built, here again.
 */
async function freshWarmIntl() {
  vi.resetModules();
  return (await import('./warmIntl')).warmIntl;
}

afterEach(() => {
  vi.restoreAllMocks();
  todayIn.mockClear();
});

test("warms prices in each market's currency, dates and plurals in the page's language, and each market's today", async () => {
  const warmIntl = await freshWarmIntl();
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  const dates = vi.spyOn(Intl, 'DateTimeFormat');
  const plurals = vi.spyOn(Intl, 'PluralRules');
  warmIntl('nb');
  const currencies = numbers.mock.calls.map(([tag, options]) => [tag, options?.currency]);
  expect(currencies).toEqual([
    ['nb-NO', 'SEK'],
    ['nb-NO', 'NOK'],
    ['nb-NO', 'EUR'],
  ]);
  expect(plurals.mock.calls.map(([tag]) => tag)).toContain('nb-NO');
  expect(dates.mock.calls.map(([tag]) => tag)).toContain('nb-NO');
  expect(todayIn.mock.calls.map(([market]) => market)).toEqual(['se', 'no', 'fi']);
});

test('a language it does not know (or anything a page could post) warms English, and nothing throws', async () => {
  const warmIntl = await freshWarmIntl();
  const numbers = vi.spyOn(Intl, 'NumberFormat');
  warmIntl('klingon');
  expect(numbers.mock.calls[0]?.[0]).toBe('en-GB');
  fc.assert(
    fc.property(fc.anything(), (value) => {
      warmIntl(value);
    }),
    { numRuns: 200 },
  );
  // Keys of an object's prototype, and objects that cannot become a key (fast-check found one).
  for (const value of ['constructor', '__proto__', 'toString', { toString: undefined }, Object.create(null)])
    warmIntl(value);
});

test('a service that throws (a browser without it) leaves the others warmed', async () => {
  const warmIntl = await freshWarmIntl();
  const numbers = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function refused() {
    throw new RangeError('not here');
  } as never);
  const plurals = vi.spyOn(Intl, 'PluralRules');
  expect(() => warmIntl('sv')).not.toThrow();
  // Each currency was tried (every call threw), and the steps after them still ran.
  expect(numbers).toHaveBeenCalledTimes(3);
  expect(plurals.mock.calls.map(([tag]) => tag)).toContain('sv-SE');
});
