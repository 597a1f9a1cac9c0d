import type { IslandDefinition } from '@nordpark/ui/island';
import { nextTask } from '@nordpark/ui/schedule';
import type { NordparkError } from '../errors';
import type { RenderErrorKind } from '../runtime/renderIsland';
import type { MountOptions } from '../types';
import type { FailureCause, FailureKind } from './failure';
import { findIslands, isElement } from './findIslands';
import { startFirstRound } from './firstRound';
import { intlWarm } from './intlWarmup';
import { LINK_SELECTOR } from './linkSelector';
import { loadTriggerOf } from './loadTrigger';
import { claim, type IslandRecord, isCurrent, recordOf, release, STATE_ATTRIBUTE, setState } from './records';
import { registrations } from './registry';
import { loadStylesheets } from './stylesheets';

// The React half of the runtime and the failure report: separate chunks, fetched once, only
// when a page holds an island (or one fails). Keeping them out of this file is what keeps
// nordpark.js small.
const loadRuntime = () => import('../runtime/index');
// A load that fails asks it whether to try again, then reports with it: a failure chunk that
// did not arrive for the first is fetched anew for the second.
const loadFailure = () => import('./failure');
const loadWhenDue = () => import('./whenDue');
const loadLinkForms = () => import('./upgradeLinks');

/**
 * Mounts every island in `root` (and `root` itself if it is one), and every link form there
 * (loader/linkForm.ts: upgraded in place by a chunk of its own, fetched only when a page holds
 * one). An element already claimed is left alone, so mounting twice is harmless; one still
 * waiting for its trigger wakes now (unless `options.whenDue`). Settles when every island
 * found is mounted or failed (with `whenDue`, every one not waiting); never rejects: failures
 * are reported per island.
 */
export function mount(root: ParentNode = document, options: MountOptions = {}): Promise<void> {
  const islands = [mountAll(findIslands(root), options)];
  const links = findIslands(root, LINK_SELECTOR);
  if (links.length) {
    // The links stay what they are, working links to the islands' pages, if the chunk fails.
    islands.push(
      loadLinkForms().then(({ upgradeLinks }) => mountAll(upgradeLinks(links), options), console.warn),
    );
  }
  return Promise.all(islands).then(() => undefined);
}

function mountAll(elements: HTMLElement[], options: MountOptions): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      // An element claimed already is waited for; one claimed by a call still in its claim (a
      // state-change listener that mounts) has nothing to wait for yet, and is not claimed twice.
      const record = recordOf(element) ?? start(element, options);
      if (!options.whenDue) record.wake?.();
      // A record that can still wake is waiting.
      return !record.wake && record.settled;
    }),
  );
}

/**
 * Unmounts every island in `root` (and `root` itself): frees its React root, puts back
 * the server-rendered content, removes the state attribute. A pending load is abandoned.
 * The elements can be mounted again afterwards.
 */
export function unmount(root: ParentNode = document): void {
  for (const element of findIslands(root, `[data-nordpark],[${STATE_ATTRIBUTE}]`)) {
    const record = release(element);
    if (!record) continue;
    record.stop?.();
    record.handle?.unmount();
    if (record.fallback) element.replaceChildren(...record.fallback);
    record.finish?.();
  }
}

function start(element: HTMLElement, options: MountOptions): IslandRecord {
  const trigger = options.whenDue && loadTriggerOf(element);
  const record = claim(element, element.getAttribute('data-nordpark') ?? '', trigger ? 'waiting' : 'loading');
  if (!trigger) {
    record.settled = load(element, record, options);
    return record;
  }
  // Waiting: nothing to settle until it wakes (`settled` is set then). `stop` makes `wake` run
  // once and, on unmount, never; the waiting chunk's trigger adds itself to `stop`.
  record.stop = () => {
    record.wake = undefined;
  };
  record.wake = () => {
    record.stop?.();
    setState(element, record, 'loading');
    record.settled = load(element, record, options);
  };
  loadWhenDue().then(
    ({ whenDue }) => whenDue(element, trigger, record),
    // Without its trigger the island still loads: at once, as if eager.
    () => record.wake?.(),
  );
  return record;
}

/** Loads the island; `retries` earlier tries failed (see the catch). */
async function load(
  element: HTMLElement,
  record: IslandRecord,
  options: MountOptions,
  retries = 0,
): Promise<void> {
  const { name } = record;
  const registration = registrations.get(name);
  if (!registration) {
    return fail(element, record, options, ['unknown', [...registrations.keys()]]);
  }

  // Every module of the first view, the texts and the first API call start now, in parallel
  // (the first time: what they started is there for a try after it).
  const dataStarted = !retries && startFirstRound(element, name, registration);
  let runtime: Awaited<ReturnType<typeof loadRuntime>>;
  let definition: IslandDefinition<unknown>;
  try {
    // Runtime, island code, stylesheets and the data entry load in parallel; rendering waits
    // for all four (the data entry never fails the island: it settles either way).
    let module: unknown;
    [runtime, module] = await Promise.all([
      loadRuntime(),
      registration.load(),
      loadStylesheets(element.ownerDocument, registration.css, options.cssTimeout),
      dataStarted,
    ]);
    // The first render formats prices and dates: it waits for the Intl warm-up (started with
    // the first round; at once without one) rather than block on ICU's data loading.
    await intlWarm;
    // A chunk from a stale deploy or a wrong registration can hold anything.
    definition = runtime.islandOf(module, name);
  } catch (cause) {
    // A dropped connection, a 5xx, a 404 during a deploy: tried again, twice, after a short
    // wait (the failure chunk's retryAfter). What did arrive is not fetched again: browsers that
    // follow the HTML standard as of 2026 fetch only a module that failed anew, and a
    // stylesheet's failed link has left (docs/troubleshooting.md).
    // (Unmounted meanwhile, a further try ends where a render would begin.)
    const again = await loadFailure().then(
      (failure) => failure.retryAfter(retries, options),
      () => 0,
    );
    if (again) return load(element, record, options, retries + 1);
    return fail(element, record, options, ['load', cause]);
  }
  // The modules were evaluated in this task: let the browser paint and answer input before
  // the first render, so that evaluating and rendering are two tasks, not one long one.
  await nextTask();
  // Unmounted while loading: render nothing, so no React root is created to leak.
  if (!isCurrent(element, record)) return;

  record.fallback = [...element.childNodes];
  // Islands inside the fallback are about to leave the page with it.
  for (const node of record.fallback) if (isElement(node)) unmount(node);
  // Settles when the first real view is on screen or the island failed (or was unmounted,
  // which ends the claim and calls `finish`); `mounted` is set only in the first case.
  const settled = new Promise<void>((resolve) => {
    record.finish = resolve;
  });
  const reports: Promise<void>[] = [];
  const onError = (error: NordparkError, kind: RenderErrorKind) => {
    const report = fail(element, record, options, ['made', error], kind);
    reports.push(report);
    if (kind !== 'recovered') void report.then(() => record.finish?.());
  };
  try {
    record.handle = runtime.renderIsland({
      name,
      element,
      definition,
      onError,
      onFirstView: () => {
        // A failure got there first: its report settles the wait once it is shown.
        if (!isCurrent(element, record) || record.state !== 'loading') return;
        setState(element, record, 'mounted');
        record.finish?.();
      },
    });
  } catch (error) {
    return fail(element, record, options, ['render', error]);
  }
  await settled;
  // An error reported on the way (even one the island recovered from) is logged by then.
  await Promise.all(reports);
}

/**
 * Marks the island failed at once (so that nothing marks it mounted meanwhile), then loads
 * the failure chunk to show, log and report the error. `kind` is how a React error ended:
 * `caught` (the runtime's boundary shows the message), `uncaught` (React removed the tree)
 * or `recovered` (the island still works: report only).
 */
async function fail(
  element: HTMLElement,
  record: IslandRecord,
  options: MountOptions,
  cause: FailureCause,
  kind: FailureKind = 'load',
): Promise<void> {
  if (!isCurrent(element, record)) return;
  if (kind !== 'recovered') setState(element, record, 'error');
  // What to put back on unmount; a failure in the render found it already kept.
  record.fallback ??= [...element.childNodes];
  return loadFailure().then(
    // Unmounted meanwhile: the island is gone, and so is the point of reporting on it. A load
    // that failed may work once the network is back: its box's Try again mounts it anew.
    (failure) =>
      failure.report(
        element,
        record.name,
        options,
        cause,
        kind,
        () => isCurrent(element, record),
        mount,
        unmount,
      ),
    // No failure chunk, even tried twice: the console at least says so (the import's error
    // names the chunk; the island's state says which island).
    console.error,
  );
}
