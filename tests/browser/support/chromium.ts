import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const FULL_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/**
 * The tests' first choice: Chromium's headless shell (Debian's `chromium-headless-shell`, built
 * from the same source and version as `chromium`, and what Playwright itself runs headless
 * tests in). The same Blink, V8 and Skia without the browser's windowing layer: the suite's
 * pages, screenshots included, render the same, at about half the processor time
 * (docs/development.md, "Where the time goes").
 */
const HEADLESS_SHELLS = ['/usr/bin/chromium-headless-shell'];

/**
 * Where Chromium is: `CHROMIUM_PATH` first, then (for the tests) the headless shell, then
 * Debian's and the usual places; null if none. The bench asks for the full browser, as a
 * visitor runs it (`prefer: 'browser'`).
 */
export function findChromium({ prefer = 'shell' }: { prefer?: 'shell' | 'browser' } = {}): string | null {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  const candidates = prefer === 'shell' ? [...HEADLESS_SHELLS, ...FULL_BROWSERS] : FULL_BROWSERS;
  return candidates.find((path) => existsSync(path)) ?? null;
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

/** Chromium for the tests and the benchmark; `extraArgs` after the usual flags (bench/browser.ts). */
export async function launchChromium({
  extraArgs = [],
  prefer = 'shell',
}: {
  extraArgs?: readonly string[];
  prefer?: 'shell' | 'browser';
} = {}): Promise<Browser> {
  const executablePath = findChromium({ prefer });
  if (!executablePath) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
