/**
 * `npx tsx bench/tasks.ts --page /se/search [--rate 4] [--runs 2]` (`--page /floor/` for the floor
 * page): what the main thread's long tasks are made of. Loads a page cold as `npm run bench`
 * does (same network, CPU rate, viewport) and records a Chromium trace and a CPU profile until
 * it settled, or, with `--click`, of that one click once it settled (after the `--before`
 * clicks); then prints every task of `--min` ms (default 50) or more with its work by kind
 * (evaluation, script, style, layout, paint, GC) and by source file, so a TBT figure or an
 * interaction's latency can be traced to its causes. It serves the bundle in
 * packages/islands/dist/browser (`npm run bench` or `node scripts/build.mjs --browser-only`
 * builds it); `--bundle DIR` serves another.
 */

import type { Browser, CDPSession, Page } from 'playwright-core';
import { DEFAULT_ASSETS_DIR } from '../examples/cms-site/src/paths';
import { startServer } from '../examples/cms-site/src/server';
// @ts-expect-error: a plain .mjs script without types; buildBrowserBundle is used as documented.
import { buildBrowserBundle } from '../scripts/build-browser.mjs';
import { demoRoute } from '../tests/browser/support/routes';
import { BENCH_VIEWPORT, launchBenchBrowser } from './browser';
import { runMain } from './cli';
import { FLOOR_ROUTE, startFloorSite } from './floor/floorPage';
import { emulateDevice, NETWORK_PROFILES, type NetworkProfile, networkProfile } from './network';
import { ISLANDS_SETTLED, pollInPage } from './pagePoll';
import { type CpuProfile, type ProfileSlices, sliceProfile, sourceMapsIn } from './profileParts';
import { longTasksOf, type TaskSummary, type TraceEvent } from './traceTasks';

const USAGE =
  'usage: tsx bench/tasks.ts --page /se/search [--rate 4] [--runs 2] [--min 50] [--network fast4g|slow4g|localhost] [--bundle DIR] [--before SELECTOR]… [--click SELECTOR]';

interface Options {
  page: string;
  rate: number;
  runs: number;
  minMs: number;
  network?: NetworkProfile;
  bundle?: string;
  /** Clicked, in order, once the page settled, before the traced click (untimed). */
  before: string[];
  /** Trace this click (after the page settled) instead of the load. */
  click?: string;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = {
    page: '/se/search',
    rate: 4,
    runs: 2,
    minMs: 50,
    network: NETWORK_PROFILES.fast4g,
    before: [],
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--page') options.page = demoRoute(value);
    else if (flag === '--rate') options.rate = Number(value);
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--min') options.minMs = Number(value);
    else if (flag === '--bundle') options.bundle = value;
    else if (flag === '--before') options.before.push(value);
    else if (flag === '--click') options.click = value;
    else if (flag === '--network') {
      if (value === 'localhost') delete options.network;
      else options.network = networkProfile(value);
    } else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  if (!(options.rate >= 1) || !(options.runs >= 1)) throw new Error(USAGE);
  return options;
}

// Light categories: the tasks, script, style, layout and paint; the heavier timeline and V8
// categories made the traced page's tasks noticeably longer than the benchmark's.
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'loading'];

const PARTS_SHOWN = 8;

/** A trace and a CPU profile of what `act` makes the page do. */
async function recorded(
  browser: Browser,
  page: Page,
  cdp: CDPSession,
  act: () => Promise<void>,
): Promise<{ trace: TraceEvent[]; profile: CpuProfile }> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  await browser.startTracing(page, { categories: CATEGORIES });
  await act();
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  return { trace: trace.traceEvents, profile };
}

function print(tasks: TaskSummary[], minMs: number, profile: ProfileSlices): void {
  // Tasks before navigation (the commit itself) and the tool's own DevTools messages are no
  // long tasks of the page: the benchmark's observer does not see them either.
  const long = tasks.filter((task) => task.durMs >= minMs && !task.commit && !task.tool);
  const tbt = long.reduce((sum, task) => sum + task.durMs - 50, 0);
  console.info(`  ${long.length} task(s) ≥ ${minMs} ms; blocking time over 50 ms: ${Math.round(tbt)} ms`);
  for (const task of long) {
    console.info(
      `  at ${task.startMs.toFixed(0).padStart(5)} ms  ${task.durMs.toFixed(0).padStart(4)} ms  (${task.source || 'task'})`,
    );
    for (const part of task.parts.slice(0, PARTS_SHOWN))
      console.info(`      ${part.ms.toFixed(1).padStart(6)} ms  ${part.label}`);
    const code = profile.partsBetween(task.fromUs, task.toUs).slice(0, PARTS_SHOWN);
    if (code.length > 0) console.info('      by source (CPU profile):');
    for (const part of code) console.info(`      ${part.ms.toFixed(1).padStart(6)} ms  ${part.label}`);
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  // The floor page (React and the runtime alone) is served from a bundle of its own.
  const floor = options.page === FLOOR_ROUTE;
  const [server, browser] = await Promise.all([
    floor
      ? startFloorSite(buildBrowserBundle).then((site) => ({
          url: site.url,
          bundleDir: site.bundleDir,
          close: () => site.close(),
        }))
      : startServer({
          port: 0,
          host: '127.0.0.1',
          ...(options.bundle ? { assetsDir: options.bundle } : {}),
        }).then((site) => ({
          url: site.url,
          bundleDir: options.bundle ?? DEFAULT_ASSETS_DIR,
          close: () => site.close(),
        })),
    launchBenchBrowser(),
  ]);
  try {
    for (let run = 1; run <= options.runs; run++) {
      const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await emulateDevice(cdp, options.rate, options.network);
      const url = new URL(options.page, server.url).href;
      const settle = async () => {
        if (!(await pollInPage(cdp, ISLANDS_SETTLED, { timeoutMs: 30_000, intervalMs: 50 })))
          throw new Error('the islands did not settle within 30 s');
        // Settled as the benchmark sees it: a moment without long tasks after every island mounted.
        await page.waitForTimeout(1500);
      };
      const click = options.click;
      if (click) {
        await page.goto(url);
        await settle();
        for (const selector of options.before) {
          await page.locator(selector).first().click();
          await page.waitForTimeout(1000);
        }
      }
      const { trace, profile } = await recorded(browser, page, cdp, async () => {
        if (click) {
          await page.locator(click).first().click();
          await page.waitForTimeout(1500);
        } else {
          await page.goto(url);
          await settle();
        }
      });
      console.info(
        `\n${options.page} — CPU ${options.rate}× — ${click ? `click on ${click}` : 'load'} ${run} of ${options.runs}`,
      );
      print(longTasksOf(trace, url), options.minMs, sliceProfile(profile, sourceMapsIn(server.bundleDir)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

runMain(main);
