/**
 * `npx tsx bench/ab.ts --pages /se/booking/,/se/search-simple --loads 6 [--reps 0] [--rate 4] DIR_A DIR_B …`:
 * an interleaved A/B of two or more built drop-in bundles (a copy of packages/islands/dist/browser
 * saved before a change, and the one after). Each bundle gets its own demo server; the loads
 * alternate between them (A B, then B A, …), so a machine that gets busier or quieter during the
 * run weighs on every bundle alike: on this shared 2-CPU machine two full `npm run bench` runs
 * differ by ±50 ms in TBT, more than most changes. Per page and bundle it prints the medians (with
 * every load's figure) of TBT, the first result and how far the first API call led the code
 * (negative: it came after), with when each of the two happened (a lead can grow because the
 * call starts sooner or because the code arrives later), CLS (the largest session window, load and interactions), and with
 * `--reps` each interaction's p95 and median. For each bundle after the first, each figure's
 * difference from the first with a 95 % bootstrap interval: a difference counts when its interval
 * leaves out 0. Same measurement as `npm run bench`
 * (bench/measure.ts), at 4× CPU (or `--rate`) over Fast 4G, with eager source positions.
 */

import { startServer } from '../examples/cms-site/src/server';
import { demoRoute } from '../tests/browser/support/routes';
import { launchBenchBrowser } from './browser';
import { runMain } from './cli';
import { islandCodeFiles } from './codeFiles';
import { measurePage } from './measure';
import { networkProfile } from './network';
import { differenceInterval, median, p95 } from './statistics';

const USAGE = 'usage: tsx bench/ab.ts --pages /a,/b [--loads 6] [--reps 0] [--rate 4] DIR_A DIR_B [DIR_C …]';

interface Arm {
  tbt: number[];
  firstResult: number[];
  lead: number[];
  /** When the first API call started and when the islands' code was in, ms from navigation. */
  call: number[];
  codeIn: number[];
  cls: number[];
  interactions: Map<string, number[]>;
}

function parseArgs(argv: readonly string[]) {
  let pages: string[] = [];
  let loads = 6;
  let reps = 0;
  let rate = 4;
  const bundles: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value\n${USAGE}`);
      return next;
    };
    const count = (name: string, text: string, least: number) => {
      const n = Number(text);
      if (!Number.isInteger(n) || n < least)
        throw new Error(`${name} takes a whole number ≥ ${least}, got "${text}"`);
      return n;
    };
    if (arg === '--pages') pages = value().split(',').filter(Boolean).map(demoRoute);
    else if (arg === '--loads') loads = count('--loads', value(), 1);
    else if (arg === '--reps') reps = count('--reps', value(), 0);
    else if (arg === '--rate') rate = count('--rate', value(), 1);
    else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}\n${USAGE}`);
    else bundles.push(arg);
  }
  if (pages.length === 0 || bundles.length < 2) throw new Error(USAGE);
  return { pages, loads, reps, rate, bundles };
}

const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(' ');

/** One figure's difference from the first bundle, with its 95 % bootstrap interval. */
function difference(
  label: string,
  a: number[],
  b: number[],
  statistic: (values: readonly number[]) => number,
  digits = 0,
): string {
  const [low, high] = differenceInterval(a, b, statistic);
  const shown = (value: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;
  const verdict = low > 0 ? 'more' : high < 0 ? 'less' : 'no clear difference';
  return `      ${label}: ${shown(statistic(b) - statistic(a))} (95 % interval ${shown(low)} … ${shown(high)}; ${verdict})`;
}

/** This bundle against the first: each figure's difference and whether it stands outside the spread. */
function printDifferences(first: Arm, arm: Arm): void {
  console.info('    against the first bundle:');
  console.info(difference('TBT median, ms', first.tbt, arm.tbt, median));
  console.info(difference('first result median, ms', first.firstResult, arm.firstResult, median));
  console.info(difference('CLS median', first.cls, arm.cls, median, 3));
  const finite = (values: number[]) => values.filter(Number.isFinite);
  if (finite(first.lead).length > 0 && finite(arm.lead).length > 0)
    console.info(
      [
        difference('first API call ahead of the code, ms', finite(first.lead), finite(arm.lead), median),
        difference('first API call started, ms', finite(first.call), finite(arm.call), median),
        difference('code in, ms', finite(first.codeIn), finite(arm.codeIn), median),
      ].join('\n'),
    );
  for (const [name, samples] of arm.interactions) {
    const before = first.interactions.get(name);
    if (before) console.info(difference(`${name} p95, ms`, before, samples, p95));
  }
}

async function main(): Promise<void> {
  const { pages, loads, reps, rate, bundles } = parseArgs(process.argv.slice(2));
  const network = networkProfile('fast4g');
  const browser = await launchBenchBrowser();
  const servers = await Promise.all(
    bundles.map((assetsDir) => startServer({ port: 0, host: '127.0.0.1', assetsDir })),
  );
  try {
    for (const page of pages) {
      const arms: Arm[] = bundles.map(() => ({
        tbt: [],
        firstResult: [],
        lead: [],
        call: [],
        codeIn: [],
        cls: [],
        interactions: new Map(),
      }));
      for (let load = 0; load < loads; load++) {
        for (let turn = 0; turn < bundles.length; turn++) {
          // Every other round in reverse: no bundle always goes first after the other's load.
          const index = load % 2 ? bundles.length - 1 - turn : turn;
          const [bundle, server, arm] = [bundles[index], servers[index], arms[index]];
          if (!bundle || !server || !arm) continue;
          const result = await measurePage(browser, server.url, page, {
            rate,
            runs: 1,
            reps,
            codeFiles: islandCodeFiles(bundle),
            network,
          });
          const figures = result.perRun[0];
          if (!figures) continue;
          arm.tbt.push(figures.tbtMs);
          arm.firstResult.push(figures.start.firstResultMs);
          arm.lead.push(figures.start.codeLoadedMs - figures.start.firstDataMs);
          arm.call.push(figures.start.firstDataMs);
          arm.codeIn.push(figures.start.codeLoadedMs);
          arm.cls.push(figures.cls);
          for (const interaction of result.interactions)
            if (interaction.status === 'measured')
              arm.interactions.set(interaction.name, [
                ...(arm.interactions.get(interaction.name) ?? []),
                ...interaction.samples,
              ]);
        }
      }
      console.info(`\n${page}: ${loads} loads of each bundle, interleaved, ${rate}× CPU, ${network.name}`);
      bundles.forEach((bundle, index) => {
        const arm = arms[index];
        if (!arm) return;
        const leads = arm.lead.filter(Number.isFinite);
        console.info(
          `  ${bundle}\n    TBT median ${median(arm.tbt).toFixed(0)} ms [${list(arm.tbt)}]` +
            `\n    first result median ${median(arm.firstResult).toFixed(0)} ms [${list(arm.firstResult)}]` +
            `\n    CLS median ${median(arm.cls).toFixed(3)} [${arm.cls.map((v) => v.toFixed(3)).join(' ')}]` +
            (leads.length > 0
              ? `\n    first API call ahead of the code: median ${median(leads).toFixed(0)} ms [${list(leads)}]` +
                `\n    first API call started: median ${median(arm.call.filter(Number.isFinite)).toFixed(0)} ms [${list(arm.call)}]` +
                `\n    code in: median ${median(arm.codeIn.filter(Number.isFinite)).toFixed(0)} ms [${list(arm.codeIn)}]`
              : ''),
        );
        for (const [name, samples] of arm.interactions)
          console.info(
            `    ${name}: p95 ${p95(samples)} ms, median ${median(samples)} ms (n=${samples.length})`,
          );
        const first = arms[0];
        if (index > 0 && first) printDifferences(first, arm);
      });
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

runMain(main);
