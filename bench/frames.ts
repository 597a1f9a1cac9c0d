/**
 * The long animation frames of a cold load, without a profiler or a trace (both slow the page's
 * scripts): `npx tsx bench/frames.ts --page /se/search [--rate 4] [--runs 3] [--min 50]
 * [--bundle DIR]`. Loads the page as the benchmark does and prints each frame of `--min` ms or
 * more from the browser's Long Animation Frames API: when it started, its blocking time (what
 * counts towards TBT), its style and layout, and the scripts it ran of 5 ms or more, each with
 * what called it (a timer, a promise, a message) and its file.
 */
import { startServer } from '../examples/cms-site/src/server';
import { demoRoute } from '../tests/browser/support/routes';
import { BENCH_VIEWPORT, launchBenchBrowser } from './browser';
import { runMain } from './cli';
import { emulateDevice, networkProfile } from './network';
import { ISLANDS_SETTLED, pollInPage } from './pagePoll';

const USAGE = 'usage: tsx bench/frames.ts --page /se/search [--rate 4] [--runs 3] [--min 50] [--bundle DIR]';

/** The part of a `PerformanceLongAnimationFrameTiming` (and its scripts) printed here. */
interface Frame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  styleAndLayoutStart: number;
  scripts: {
    invoker: string;
    sourceURL: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }[];
}

interface Options {
  page: string;
  rate: number;
  runs: number;
  minMs: number;
  bundle?: string;
}

function parseArgs(argv: readonly string[]): Options {
  const options: Options = { page: '', rate: 4, runs: 3, minMs: 50 };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(USAGE);
    if (flag === '--page') options.page = demoRoute(value);
    else if (flag === '--rate') options.rate = Number(value);
    else if (flag === '--runs') options.runs = Number(value);
    else if (flag === '--min') options.minMs = Number(value);
    else if (flag === '--bundle') options.bundle = value;
    else throw new Error(USAGE);
  }
  if (!options.page || !(options.rate >= 1) || !(options.runs >= 1)) throw new Error(USAGE);
  return options;
}

// Installed before the page's own scripts, so that every frame of the load is kept.
const OBSERVE_FRAMES = `window.__npFrames = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__npFrames.push(entry.toJSON());
}).observe({ type: 'long-animation-frame', buffered: true });`;

function print(frames: readonly Frame[], minMs: number): void {
  const long = frames.filter((frame) => frame.duration >= minMs);
  const blocking = frames.reduce((sum, frame) => sum + frame.blockingDuration, 0);
  console.info(
    `  ${long.length} frame(s) ≥ ${minMs} ms; blocking time of all frames: ${blocking.toFixed(0)} ms`,
  );
  for (const frame of long) {
    const layout = frame.styleAndLayoutStart
      ? frame.startTime + frame.duration - frame.styleAndLayoutStart
      : 0;
    console.info(
      `  at ${frame.startTime.toFixed(0).padStart(5)} ms  ${frame.duration.toFixed(0).padStart(4)} ms  (blocking ${frame.blockingDuration.toFixed(0)}, style and layout ${layout.toFixed(0)})`,
    );
    for (const script of frame.scripts.filter((s) => s.duration >= 5)) {
      const file = script.sourceURL.split('/').at(-1) || '(no file)';
      const forced = script.forcedStyleAndLayoutDuration
        ? `, forced style and layout ${script.forcedStyleAndLayoutDuration.toFixed(0)}`
        : '';
      console.info(`      ${script.duration.toFixed(0).padStart(4)} ms  ${script.invoker}  ${file}${forced}`);
    }
  }
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const [server, browser] = await Promise.all([
    startServer({ port: 0, host: '127.0.0.1', ...(options.bundle ? { assetsDir: options.bundle } : {}) }),
    launchBenchBrowser(),
  ]);
  try {
    for (let run = 1; run <= options.runs; run++) {
      const context = await browser.newContext({ viewport: BENCH_VIEWPORT });
      await context.addInitScript({ content: OBSERVE_FRAMES });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await emulateDevice(cdp, options.rate, networkProfile('fast4g'));
      await page.goto(new URL(options.page, server.url).href);
      if (!(await pollInPage(cdp, ISLANDS_SETTLED, { timeoutMs: 30_000, intervalMs: 50 })))
        throw new Error('the islands did not settle within 30 s');
      // What follows the islands' mount (the map, the markers) comes in the next second.
      await page.waitForTimeout(1500);
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: 'JSON.stringify(window.__npFrames)',
        returnByValue: true,
      });
      console.info(`\n${options.page} — CPU ${options.rate}× — load ${run} of ${options.runs}`);
      print(JSON.parse(String(result.value)) as Frame[], options.minMs);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

runMain(main);
