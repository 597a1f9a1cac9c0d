import { describe, expect, test } from 'vitest';
import { deviceClassOf, speedIndexInPage } from '../../bench/machineSpeed';
import { type CpuProfile, sliceProfile } from '../../bench/profileParts';
import { longTasksOf, type TraceEvent } from '../../bench/traceTasks';

const PAGE = 'http://127.0.0.1:4000/se/search';
const MAIN = { pid: 7, tid: 1 };
const X = (name: string, ts: number, dur: number, args?: TraceEvent['args']): TraceEvent => ({
  name,
  ph: 'X',
  ts,
  dur,
  ...MAIN,
  ...(args ? { args } : {}),
});
const TASK = 'ThreadControllerImpl::RunTask';

/** A main thread with a navigation at 1 000 µs and three tasks; another renderer beside it. */
const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, ...MAIN, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 9, tid: 1, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000,
    ...MAIN,
    args: { data: { documentLoaderURL: PAGE } },
  },
  // The commit: the document being made.
  X(TASK, 500, 90_000, { src_func: 'Accept' }),
  X('DocumentLoader::CommitNavigation', 600, 80_000),
  // A script task: 60 ms evaluating a chunk, 20 of them in a layout it forced.
  X(TASK, 200_000, 70_000, { src_func: 'PendingScriptFinished' }),
  X('v8.evaluateModule', 200_100, 60_000, {
    data: { url: 'http://127.0.0.1:4000/assets/nordpark/chunks/runtime-x.js' },
  }),
  X('Layout', 230_000, 20_000),
  // The tool's own message.
  X(TASK, 400_000, 100_000),
  X('Receive mojo message', 400_010, 99_000, {
    chrome_mojo_event_info: { mojo_interface_tag: 'blink.mojom.DevToolsSession' },
  }),
  // Another renderer's long task is not the page's.
  { ...X(TASK, 200_000, 300_000), pid: 9 },
];

describe('bench/tasks.ts: the main thread’s tasks of a trace', () => {
  test('each task of the page’s main thread, from its navigation, with its parts as self time', () => {
    const tasks = longTasksOf(trace, PAGE);
    expect(tasks.map((task) => [task.startMs, task.durMs])).toEqual([
      [-0.5, 90],
      [199, 70],
      [399, 100],
    ]);
    const script = tasks[1];
    expect(script?.source).toBe('PendingScriptFinished');
    expect(script?.parts).toEqual([
      { label: 'evaluate runtime-x.js', ms: 40 },
      { label: 'layout', ms: 20 },
      { label: 'other (the task itself, unlabelled work)', ms: 10 },
    ]);
  });

  test('the commit and the tool’s DevTools messages are told apart from the page’s own tasks', () => {
    const [commit, script, tool] = longTasksOf(trace, PAGE);
    expect([commit?.commit, script?.commit, tool?.commit]).toEqual([true, false, false]);
    expect([commit?.tool, script?.tool, tool?.tool]).toEqual([false, false, true]);
  });
});

describe('bench/tasks.ts: a CPU profile by source', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: { functionName: '(program)', url: '', lineNumber: -1, columnNumber: -1 } },
      {
        id: 2,
        callFrame: {
          functionName: 'a',
          url: 'http://h/assets/nordpark/chunks/x.js',
          lineNumber: 0,
          columnNumber: 5,
        },
      },
      { id: 3, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
    ],
    startTime: 1_000,
    // Samples at 1 100, 1 200, 1 400, 1 500, 1 600 µs.
    samples: [2, 2, 1, 3, 2],
    timeDeltas: [100, 100, 200, 100, 100],
  };

  test('self time per source within a window, idle left out, through the source map', () => {
    const slices = sliceProfile(profile, (url) =>
      url.endsWith('x.js') ? 'facility-search/src/list/List.tsx' : undefined,
    );
    expect(slices.partsBetween(1_000, 2_000)).toEqual([
      { label: 'facility-search/src/list/List.tsx', ms: 0.3 },
      { label: '(program)', ms: 0.1 },
    ]);
    expect(slices.partsBetween(1_150, 1_450)).toEqual([
      { label: 'facility-search/src/list/List.tsx', ms: 0.2 },
      { label: '(program)', ms: 0.1 },
    ]);
  });
});

describe('bench: the machine’s speed', () => {
  test('the speed index is a positive whole number, higher on a faster machine', () => {
    const index = speedIndexInPage(100);
    expect(Number.isInteger(index)).toBe(true);
    expect(index).toBeGreaterThan(0);
  });

  test('device classes follow DevTools’ calibration points (1000 mid-tier, 264 low-tier)', () => {
    expect(deviceClassOf(1000)).toBe('a mid-tier phone or faster');
    expect(deviceClassOf(999)).toBe('between a low-tier and a mid-tier phone');
    expect(deviceClassOf(264)).toBe('between a low-tier and a mid-tier phone');
    expect(deviceClassOf(263)).toBe('slower than a low-tier phone');
  });
});
