/**
 * A CDP CPU profile's samples, summed per source file (through the bundle's source maps) within
 * a time window: which code a long task of bench/tasks.ts spent its time in. Samples outside
 * JavaScript read "(program)" (style, layout, paint, parsing) or "(garbage collector)".
 */
import { readFileSync } from 'node:fs';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  /** µs, on the trace's clock. */
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A sample's source: the bundle file's source map says which original file it comes from. */
export type SourceOf = (url: string, line: number, column: number) => string | undefined;

/** Reads `<file>.map` beside each served bundle file under `dir` (by the URL's file name). */
export function sourceMapsIn(dir: string): SourceOf {
  const maps = new Map<string, TraceMap | null>();
  return (url, line, column) => {
    const path = (() => {
      try {
        return new URL(url).pathname;
      } catch {
        return '';
      }
    })();
    const match = /\/assets\/nordpark\/(.+\.js)$/.exec(path);
    if (!match) return undefined;
    const file = match[1] as string;
    if (!maps.has(file)) {
      try {
        maps.set(file, new TraceMap(readFileSync(`${dir}/${file}.map`, 'utf8')));
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    if (!map) return file;
    const original = originalPositionFor(map, { line: line + 1, column });
    return original.source ? shortSource(original.source) : file;
  };
}

/** `../../node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; `../../packages/a/src/b.ts` → `a/src/b.ts`. */
function shortSource(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) return source.slice(modules + 'node_modules/'.length);
  const packages = source.indexOf('packages/');
  return packages >= 0 ? source.slice(packages + 'packages/'.length) : source;
}

export interface ProfileSlices {
  /** Self time per source within [fromUs, toUs), ms, largest first. */
  partsBetween(fromUs: number, toUs: number): { label: string; ms: number }[];
}

export function sliceProfile(profile: CpuProfile, sourceOf: SourceOf): ProfileSlices {
  const labels = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const label =
      url === ''
        ? functionName.startsWith('(')
          ? functionName
          : `(native) ${functionName}`
        : (sourceOf(url, lineNumber, columnNumber) ?? url.split('/').pop() ?? url);
    labels.set(node.id, label);
  }
  // Sample i is taken at startTime + Σ timeDeltas[0..i] and stands for the time until the next.
  const times: number[] = [];
  let t = profile.startTime;
  for (const delta of profile.timeDeltas) {
    t += delta;
    times.push(t);
  }
  return {
    partsBetween(fromUs, toUs) {
      const totals = new Map<string, number>();
      for (let i = 0; i < profile.samples.length - 1; i++) {
        const at = times[i] as number;
        if (at < fromUs || at >= toUs) continue;
        const label = labels.get(profile.samples[i] as number) ?? '?';
        if (label === '(idle)') continue;
        const span = (times[i + 1] as number) - at;
        totals.set(label, (totals.get(label) ?? 0) + span);
      }
      return [...totals].map(([label, us]) => ({ label, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
    },
  };
}
