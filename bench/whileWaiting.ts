/**
 * `npx tsx bench/whileWaiting.ts [--page /se/search] [--call /booking/getnearbyfacilities]
 * [--rate 4] [--loads 3] [--bundle DIR]`: how busy the main thread is while a page waits for its
 * first API call. Holds that call (never answered), lets the page settle into what it shows
 * meanwhile (the placeholders, the spinner), then traces three seconds and prints the main
 * thread's tasks, its busy time and its paint and style work. What a page does while it waits
 * is taken from the code, the data and the first render that follow on a slow network. Serves
 * the bundle in packages/islands/dist/browser unless `--bundle` names another.
 */

import { startServer } from '../examples/cms-site/src/server';
import { demoRoute } from '../tests/browser/support/routes';
import { BENCH_VIEWPORT, launchBenchBrowser } from './browser';
import { emulateDevice } from './network';
import type { TraceEvent } from './traceTasks';

const TRACED_MS = 3000;

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(name);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const path = demoRoute(option('--page', '/se/search'));
const call = option('--call', '/booking/getnearbyfacilities');
const rate = Number(option('--rate', '4'));
const loads = Number(option('--loads', '3'));
const bundle = process.argv.includes('--bundle') ? option('--bundle', '') : undefined;

const server = await startServer({ port: 0, host: '127.0.0.1', ...(bundle ? { assetsDir: bundle } : {}) });
const browser = await launchBenchBrowser();
try {
  console.info(`${path} at ${rate}×, ${call} held, ${TRACED_MS} ms traced once it waits`);
  for (let load = 1; load <= loads; load++) {
    const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
    const page = await context.newPage();
    await emulateDevice(await context.newCDPSession(page), rate);
    let held: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => {
      held = resolve;
    });
    await page.route(`**${call}*`, () => held());
    await page.goto(new URL(path, server.url).href);
    // Waiting: the call went out, and what the page shows meanwhile is animating.
    await sent;
    await page.waitForFunction(() => document.getAnimations().length > 0, undefined, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.waitForTimeout(TRACED_MS);
    const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents as TraceEvent[];
    // The renderer's main thread is the one that styles the page.
    const thread = events.find((event) => event.name === 'UpdateLayoutTree' || event.name === 'Paint')?.tid;
    const main = events.filter((event) => event.tid === thread && event.ph === 'X');
    const of = (name: string) => main.filter((event) => event.name === name);
    const ms = (list: TraceEvent[]) =>
      (list.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000).toFixed(0);
    console.info(
      `  load ${load}: ${of('RunTask').length} tasks, busy ${ms(of('RunTask'))} ms; ` +
        `paint ${of('Paint').length} (${ms(of('Paint'))} ms), style ${of('UpdateLayoutTree').length} (${ms(of('UpdateLayoutTree'))} ms)`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
