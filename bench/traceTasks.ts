/**
 * The main thread's tasks of a Chromium trace (devtools.timeline categories), each with the
 * work inside it summed by kind: what bench/tasks.ts prints. Pure, so it can be tested on a
 * hand-made trace.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown>; fileName?: string } & Record<string, unknown>;
}

export interface TaskSummary {
  /** ms from the page's navigation start. */
  startMs: number;
  durMs: number;
  /** The task's start and end on the trace's clock, µs (a CPU profile's clock too). */
  fromUs: number;
  toUs: number;
  /** What posted it, from Chromium's own record (src_func), e.g. "PendingScriptFinished". */
  source: string;
  /** A DevTools message (the benchmark driving the page), not the page's own work. */
  tool: boolean;
  /** The navigation's commit (the document being made): before the page's own time origin. */
  commit: boolean;
  /** The work inside the task, self time summed per label, largest first. */
  parts: { label: string; ms: number }[];
}

const fileOf = (url: unknown): string => {
  if (typeof url !== 'string' || url === '') return '(inline)';
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
};

/** What a trace event's own time is counted as. */
function labelOf(event: TraceEvent): string {
  const data = event.args?.data ?? {};
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${fileOf(data.url ?? event.args?.fileName)}`;
    case 'v8.compile':
    case 'v8.compileModule':
    case 'V8.CompileCode':
    case 'v8.parseOnBackground':
      return `compile ${fileOf(data.url ?? event.args?.fileName)}`;
    case 'FunctionCall':
      return `script ${fileOf(data.url)}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'RunMicrotasks':
    case 'FireIdleCallback':
      return `script (${event.name})`;
    case 'EventDispatch':
      return `script (event ${String(data.type ?? '')})`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'Layerize':
    case 'Commit':
    case 'UpdateLayer':
    case 'PaintImage':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
    case 'BlinkGC.AtomicPhase':
      return 'garbage collection';
    default:
      return '';
  }
}

const TASK = 'ThreadControllerImpl::RunTask';

/**
 * The renderer main thread that navigated to `url`, with its navigation start as the origin;
 * without a navigation in the trace (a traced click), the main thread with most task time and
 * its first event as the origin.
 */
function mainThread(
  events: readonly TraceEvent[],
  url: string,
): { pid: number; tid: number; origin?: number } | undefined {
  const navigated = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith(url.split('#')[0] ?? url),
  );
  if (navigated) return { pid: navigated.pid, tid: navigated.tid, origin: navigated.ts };
  let best: { pid: number; tid: number; total: number } | undefined;
  for (const main of events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')) {
    const total = events
      .filter((event) => event.pid === main.pid && event.tid === main.tid && event.name === TASK)
      .reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (!best || total > best.total) best = { pid: main.pid, tid: main.tid, total };
  }
  return best;
}

/**
 * Every top-level task of the page's main thread, with its parts: each labelled
 * event's self time (its duration minus labelled events inside it), summed per label.
 */
export function longTasksOf(events: readonly TraceEvent[], url: string): TaskSummary[] {
  const thread = mainThread(events, url);
  if (!thread) return [];
  const mine = events
    .filter((event) => event.pid === thread.pid && event.tid === thread.tid && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const origin = thread.origin ?? mine[0]?.ts ?? 0;
  const tasks: TaskSummary[] = [];
  let i = 0;
  while (i < mine.length) {
    const task = mine[i++] as TraceEvent;
    // A task as the `toplevel` category records it (devtools.timeline's RunTask is left out).
    if (task.name !== TASK) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside: TraceEvent[] = [];
    while (i < mine.length && (mine[i] as TraceEvent).ts < end) inside.push(mine[i++] as TraceEvent);
    const posted = inside.find((event) => typeof event.args?.src_func === 'string');
    // A task that is mostly a DevTools message is the tool driving the page (an evaluate).
    const tool = inside.some(
      (event) =>
        (event.args?.chrome_mojo_event_info as { mojo_interface_tag?: string } | undefined)
          ?.mojo_interface_tag === 'blink.mojom.DevToolsSession' && (event.dur ?? 0) > 0.9 * (task.dur ?? 0),
    );
    tasks.push({
      startMs: (task.ts - origin) / 1000,
      durMs: (task.dur ?? 0) / 1000,
      fromUs: task.ts,
      toUs: end,
      source: String(posted?.args?.src_func ?? task.args?.src_func ?? ''),
      tool,
      commit: inside.some((event) => event.name === 'DocumentLoader::CommitNavigation'),
      parts: partsOf(task, inside),
    });
  }
  return tasks;
}

function partsOf(task: TraceEvent, inside: readonly TraceEvent[]): { label: string; ms: number }[] {
  const labelled = inside.filter((event) => labelOf(event) !== '');
  const totals = new Map<string, number>();
  // Self time: an event's duration minus that of the labelled events directly inside it.
  const stack: { end: number; label: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop() as { label: string; self: number };
      totals.set(done.label, (totals.get(done.label) ?? 0) + done.self);
    }
  };
  let covered = 0;
  for (const event of labelled) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.self -= dur;
    else covered += dur;
    stack.push({ end: event.ts + dur, label: labelOf(event), self: dur });
  }
  close(Number.POSITIVE_INFINITY);
  const other = (task.dur ?? 0) - covered;
  if (other > 0) totals.set('other (the task itself, unlabelled work)', other);
  return [...totals]
    .map(([label, us]) => ({ label, ms: us / 1000 }))
    .filter((part) => part.ms >= 1)
    .sort((a, b) => b.ms - a.ms);
}
