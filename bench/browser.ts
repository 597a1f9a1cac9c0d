import type { Browser } from 'playwright-core';
import { launchChromium } from '../tests/browser/support/chromium';

/**
 * V8 compiles without source positions and finds a function's later, by parsing it again, the
 * first time something needs one. A visitor's page needs none until it reads an error's stack.
 * With an inspector attached, as playwright-core's Runtime domain is on every page it drives,
 * V8 and Blink take detailed stacks (at every throw, for the network initiator, …) and need
 * them at once; inside a module's top-level code that means parsing the whole chunk again. At
 * 4× CPU the search's runtime chunk evaluated in 213–217 ms with the inspector, 19–20 without
 * it, and the map's (Leaflet's VML probe throws) in 155–167 against 41–51 (README.md, "Source
 * positions"). Recording positions while compiling, as V8 does when profiling, gives a driven
 * page a visitor's evaluation times for a slightly slower compile: the figures err on the slow
 * side.
 */
/** The window every bench tool loads a page in: the benchmark's figures are for this size. */
export const BENCH_VIEWPORT = { width: 1280, height: 720 };

export const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions';

export type SourcePositions = 'eager' | 'lazy';

/**
 * The Chromium every benchmark tool measures in (npm run bench, tasks.ts, ab.ts): eager source
 * positions unless `lazy` asks for V8's default, to show what the inspector costs.
 */
export function launchBenchBrowser(sourcePositions: SourcePositions = 'eager'): Promise<Browser> {
  return launchChromium({
    extraArgs: sourcePositions === 'eager' ? [EAGER_SOURCE_POSITIONS] : [],
    // The full browser a visitor runs, not the tests' headless shell.
    prefer: 'browser',
  });
}
