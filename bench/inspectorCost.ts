/**
 * `node --experimental-websocket --import tsx bench/inspectorCost.ts [--page /se/search-simple]
 * [--loads 2] [--rate 4]`: what an attached inspector adds to module evaluation (bench/README.md,
 * "Source positions"). Drives Chromium over raw CDP, so that only the domains named are on, and
 * loads the page cold over Fast 4G three ways: no Runtime domain (a visitor's browser), the
 * Runtime domain on (as playwright-core has it on every page), and the Runtime domain on with
 * EAGER_SOURCE_POSITIONS (as the benchmark launches Chromium). Prints, per load, each module
 * evaluation over 2 ms and how much of it was V8.CollectSourcePositions. It serves the bundle in
 * packages/islands/dist/browser (`node scripts/build.mjs --browser-only` builds it).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../examples/cms-site/src/server';
import { CHROMIUM_ARGS, findChromium } from '../tests/browser/support/chromium';
import { demoRoute } from '../tests/browser/support/routes';
import { EAGER_SOURCE_POSITIONS } from './browser';
import { networkProfile } from './network';
import type { TraceEvent } from './traceTasks';

interface Way {
  name: string;
  runtime: boolean;
  args: string[];
}

const WAYS: Way[] = [
  { name: 'no Runtime domain', runtime: false, args: [] },
  { name: 'Runtime domain on', runtime: true, args: [] },
  { name: 'Runtime domain on, eager positions', runtime: true, args: [EAGER_SOURCE_POSITIONS] },
];

const FAST_4G = networkProfile('fast4g');

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
};

/** A CDP connection over the browser's WebSocket (Node's, behind --experimental-websocket). */
async function connect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const pending = new Map<number, (message: Message) => void>();
  const listeners: ((message: Message) => void)[] = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    const answer = message.id === undefined ? undefined : pending.get(message.id);
    if (answer && message.id !== undefined) {
      pending.delete(message.id);
      answer(message);
    } else for (const listener of listeners) listener(message);
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Message>((resolve) => {
      const id = ++lastId;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });
  return { send, listeners, close: () => socket.close() };
}

async function launch(args: string[]): Promise<{ process: ChildProcess; wsUrl: string; profile: string }> {
  const executable = findChromium({ prefer: 'browser' });
  if (!executable) throw new Error('Chromium not found: install it or set CHROMIUM_PATH');
  const profile = mkdtempSync(join(tmpdir(), 'np-inspector-cost-'));
  const port = 9300 + Math.floor(Math.random() * 600);
  const child = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...args,
    ],
    { stdio: 'ignore' },
  );
  for (let tries = 0; tries < 100; tries++) {
    try {
      const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
        webSocketDebuggerUrl: string;
      };
      return { process: child, wsUrl: version.webSocketDebuggerUrl, profile };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error('Chromium did not open its debugging port');
}

async function measure(url: string, way: Way, rate: number): Promise<string> {
  const browser = await launch(way.args);
  const cdp = await connect(browser.wsUrl);
  try {
    const target = await cdp.send('Target.createTarget', { url: 'about:blank' });
    const attached = await cdp.send('Target.attachToTarget', {
      targetId: target.result?.targetId,
      flatten: true,
    });
    const session = attached.result?.sessionId as string;
    const events: TraceEvent[] = [];
    let complete: () => void = () => undefined;
    const completed = new Promise<void>((resolve) => {
      complete = resolve;
    });
    cdp.listeners.push((message) => {
      if (message.method === 'Tracing.dataCollected')
        events.push(...((message.params?.value ?? []) as TraceEvent[]));
      if (message.method === 'Tracing.tracingComplete') complete();
    });
    const network = FAST_4G;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate }, session);
    await cdp.send('Network.enable', {}, session);
    await cdp.send(
      'Network.emulateNetworkConditions',
      {
        offline: false,
        latency: network.latency,
        downloadThroughput: network.downloadThroughput,
        uploadThroughput: network.uploadThroughput,
      },
      session,
    );
    if (way.runtime) await cdp.send('Runtime.enable', {}, session);
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: ['toplevel', 'v8', 'blink.user_timing', 'disabled-by-default-v8.compile'],
      },
      transferMode: 'ReportEvents',
    });
    await cdp.send('Page.navigate', { url }, session);
    await new Promise((resolve) => setTimeout(resolve, 6000 + 1000 * rate));
    await cdp.send('Tracing.end');
    await completed;
    const start = events.find(
      (event) =>
        event.name === 'navigationStart' &&
        String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
    );
    if (!start) return 'no navigation in the trace';
    const page = events.filter((event) => event.pid === start.pid && event.ph === 'X');
    const evaluations = page.filter((event) => event.name === 'v8.evaluateModule' && (event.dur ?? 0) > 2000);
    return evaluations
      .map((evaluation) => {
        const end = evaluation.ts + (evaluation.dur ?? 0);
        const positions = page
          .filter(
            (event) =>
              event.name === 'V8.CollectSourcePositions' &&
              event.tid === evaluation.tid &&
              event.ts >= evaluation.ts &&
              event.ts + (event.dur ?? 0) <= end,
          )
          .reduce((sum, event) => sum + (event.dur ?? 0), 0);
        const at = Math.round((evaluation.ts - start.ts) / 1000);
        return `at ${at} ms ${Math.round((evaluation.dur ?? 0) / 1000)} ms (positions ${Math.round(positions / 1000)})`;
      })
      .join(', ');
  } finally {
    cdp.close();
    browser.process.kill();
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(browser.profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const option = (name: string, fallback: string) => {
    const at = argv.indexOf(name);
    return at >= 0 && argv[at + 1] ? (argv[at + 1] as string) : fallback;
  };
  if (typeof WebSocket === 'undefined')
    throw new Error('run with node --experimental-websocket --import tsx');
  const path = option('--page', '/se/search-simple');
  const loads = Number(option('--loads', '2'));
  const rate = Number(option('--rate', '4'));
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  try {
    const url = new URL(demoRoute(path), server.url).href;
    console.info(`${path} at ${rate}× CPU over ${FAST_4G.name}: module evaluations over 2 ms`);
    for (let load = 1; load <= loads; load++)
      for (const way of WAYS) console.info(`  load ${load}, ${way.name}: ${await measure(url, way, rate)}`);
  } finally {
    await server.close();
  }
}

await main();
