/**
 * Options for `vi.waitFor` in tests that wait on React or a timer chain: its own default gives
 * up after one second, and under CI's load (the unit files share two cores with Chromium) a
 * deferred render of a long list took longer than that, failing tests that asserted nothing
 * wrong; with a second test run beside it, a lazy chunk's import took longer than ten. The wait still ends as soon as its condition holds; the timeout only guards against
 * a hang and stays well below the test's own (vitest.config.ts), so a real failure reports the
 * condition that did not come, not the test's timeout.
 */
export const patiently = { timeout: 30_000, interval: 20 } as const;
