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

/** Chromium for the tests and the benchmark; `extraArgs` after the usual flags (bench/browser.ts). */
export async function launchChromium({
  extraArgs = [],
}: {
  extraArgs?: readonly string[];
} = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  return chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
