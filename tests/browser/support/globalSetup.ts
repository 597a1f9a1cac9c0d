import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one Chromium every browser test file connects to (see connectChromium). */
    chromiumEndpoint: string | null;
  }
}

/**
 * One Chromium for the whole browser project: each test file connects to it and opens its
 * own contexts, instead of starting a browser of its own (a second or two of a core each).
 * The demo server stays one per file: tests read and fault its state in-process.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const executablePath = findChromium();
  if (!executablePath) {
    project.provide('chromiumEndpoint', null);
    return undefined;
  }
  if (!process.env.CHROMIUM_PATH && !executablePath.includes('headless-shell')) {
    console.info(
      `Browser tests run in ${executablePath}; with Chromium's headless shell (apt-get install chromium-headless-shell) they take about half the processor time.`,
    );
  }
  const server: BrowserServer = await chromium.launchServer({
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  project.provide('chromiumEndpoint', server.wsEndpoint());
  return () => server.close();
}
