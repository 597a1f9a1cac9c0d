/**
 * What every Chromium test file needs from vitest, whichever run it belongs to: `npm test`
 * (vitest.config.ts) or the checks it leaves out (vitest.slow.config.ts: the bench's own checks,
 * the map's 50-cycle soak).
 */
export const browserTestOptions = {
  environment: 'node',
  // One Chromium for every file; each file starts its own demo server in-process.
  globalSetup: ['tests/browser/support/globalSetup.ts'] as string[],
  // One module graph per worker (the demo server, fixtures, playwright-core): each file
  // still starts its own server and contexts; importing it all again per file cost a
  // core about a second per file (measured: import 26–33 s → 7 s for 12 files).
  isolate: false,
  // A guard against hangs: a whole booking journey or a Tab walk of a search page took
  // over a minute with a second test run on the same two cores.
  testTimeout: 180_000,
  hookTimeout: 180_000,
  // `expect.poll` waits for a condition, like Playwright's own waits (30 s): vitest's
  // one-second default failed a correct test whose page answered late under load.
  expect: { poll: { timeout: 30_000 } },
} as const;
