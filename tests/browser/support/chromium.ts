import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** Where Chromium is: `CHROMIUM_PATH` first, then Debian's and the usual places; null if none. */
export function findChromium(): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

// Without the background-networking flags Chromium keeps dialling Google's hosts, which
// this closed network refuses; tests must not depend on, or wait for, any of that.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * For the benchmark. V8 compiles without source positions and finds a function's later, by
 * parsing it again, the first time something needs one. A visitor's page needs none until it
 * reads an error's stack. With an inspector attached, as playwright-core's Runtime domain is
 * on every page it drives, V8 and Blink take detailed stacks (at every throw, for the network
 * initiator, …) and need them at once; inside a module's top-level code that means parsing the
 * whole chunk again. At 4× CPU the search's runtime chunk evaluated in 213–217 ms with the
 * inspector, 19–20 without it, and the map's (Leaflet's VML probe throws) in 155–167 against
 * 41–51 (bench/README.md, "Source positions"). Recording positions while compiling, as V8
 * does when profiling, gives a driven page a visitor's evaluation times for a slightly slower
 * compile: the figures err on the slow side.
 */
export const EAGER_SOURCE_POSITIONS = '--js-flags=--no-enable-lazy-source-positions';

export async function launchChromium({
  extraArgs = [],
}: {
  extraArgs?: readonly string[];
} = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
