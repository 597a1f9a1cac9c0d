import type { BrowserContext, Page } from 'playwright-core';

/** One layout shift as the page saw it. */
export interface RecordedShift {
  value: number;
  /** The page's performance.now() when it happened. */
  startTime: number;
  /** Within half a second of an input: Core Web Vitals does not count it. */
  hadRecentInput: boolean;
  /** What moved, one entry per source: its tag and class, or "within <selector>" when asked. */
  moved: string[];
}

// Runs in the page (before any script, or later: the entries are buffered): every layout shift
// from the page's start, kept with the nodes that moved, so that a test can read them later.
function recordLayoutShifts(): void {
  type Entry = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  };
  const shifts: { value: number; startTime: number; hadRecentInput: boolean; nodes: (Node | null)[] }[] = [];
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as Entry[])
      shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        nodes: (entry.sources ?? []).map((source) => source.node ?? null),
      });
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // The shifts of the last frame not yet handed to the callback are taken along when read.
  Object.assign(window, {
    __layoutShifts: () => {
      record(observer.takeRecords());
      return shifts;
    },
  });
}

/** Records every layout shift of each page the context opens from now on. */
export async function recordLayoutShiftsIn(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordLayoutShifts);
}

/** Records the layout shifts of a page already open, from its start (the entries are buffered). */
export function recordLayoutShiftsNow(page: Page): Promise<void> {
  return page.evaluate(recordLayoutShifts);
}

/** The page's clock (performance.now()), to read the shifts from a moment the test chose. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * The shifts recorded in a page of a recording context (recordLayoutShiftsIn) since `from`, the
 * page's performance.now(). What moved inside the element `within` (a selector) reads "within
 * <selector>".
 */
export function layoutShiftsSince(page: Page, from = 0, within?: string): Promise<RecordedShift[]> {
  return page.evaluate(
    ([since, selector]) => {
      type Kept = { value: number; startTime: number; hadRecentInput: boolean; nodes: (Node | null)[] };
      const read = (window as unknown as { __layoutShifts?: () => Kept[] }).__layoutShifts;
      if (!read)
        throw new Error('this page records no layout shifts: open it in a recordLayoutShiftsIn context');
      const container = selector ? document.querySelector(selector) : null;
      const describe = (node: Node | null) =>
        container && node && container.contains(node)
          ? `within ${selector}`
          : node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName);
      return read()
        .filter((shift) => shift.startTime >= since)
        .map(({ nodes, ...shift }) => ({ ...shift, moved: nodes.map(describe) }));
    },
    [from, within ?? null] as const,
  );
}

/** The shifts Core Web Vitals counts: none within half a second of an input. */
export function withoutInput(shifts: readonly RecordedShift[]): RecordedShift[] {
  return shifts.filter((shift) => !shift.hadRecentInput);
}

/** How much the shifts moved in all (their values summed). */
export function sumOf(shifts: readonly RecordedShift[]): number {
  return shifts.reduce((sum, shift) => sum + shift.value, 0);
}
