import type { BrowserContext, Page } from 'playwright-core';

export interface HeldCall {
  /** Settles when the page has made the call and it is being held. */
  arrived: Promise<void>;
  /** Lets the held call go on to the server; later calls were never held. */
  release(): void;
}

/**
 * Holds the page's first call to `path` until the test releases it: a slow answer that lasts
 * exactly as long as the test needs to see what the page says meanwhile, rather than a delay
 * on the server that a loaded machine can outrun or fall behind.
 */
export async function holdFirstCall(target: Page | BrowserContext, path: string): Promise<HeldCall> {
  let seen: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    seen = resolve;
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let first = true;
  await target.route(`**${path}*`, async (route) => {
    if (first) {
      first = false;
      seen();
      await released;
    }
    await route.continue();
  });
  return { arrived, release };
}
