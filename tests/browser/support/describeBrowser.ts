import { describe } from 'vitest';
import { findChromium } from './chromium';

let told = false;

/**
 * `describe` for tests that need real Chromium. Without one they are reported as skipped
 * with one clear line, so `npm test` still runs everything else on a machine without a
 * browser; in CI (CI=true) a missing Chromium is a failure, never a silent skip.
 */
export function describeBrowser(name: string, body: () => void): void {
  if (findChromium()) {
    describe(name, body);
    return;
  }
  if (process.env.CI === 'true') {
    throw new Error(
      'CI=true but no Chromium found: install it (apt-get install chromium-headless-shell chromium) or set CHROMIUM_PATH',
    );
  }
  if (!told) {
    told = true;
    console.warn(
      'Chromium not found (set CHROMIUM_PATH or install chromium-headless-shell): browser tests are skipped.',
    );
  }
  describe.skip(name, body);
}
