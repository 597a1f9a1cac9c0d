/**
 * The bookkeeping of markercluster's chunked adds, for `FacilityMarkerLayer`: how many are
 * running, whether the wanted markers changed under one, and who waits for them to be drawn.
 */
export class MarkerAdds {
  /** Chunked addLayers calls still running. */
  private pending = 0;
  /** The wanted set changed while a chunked add was running: check the group when it ends. */
  private dirty = false;
  /** Callers of whenSettled waiting for the markers still on their way. */
  private waiters: (() => void)[] = [];
  private destroyed = false;

  /** `reconcile` makes the group hold exactly the wanted markers after overlapping changes. */
  constructor(private readonly reconcile: () => void) {}

  get running(): boolean {
    return this.pending > 0;
  }

  /** One add running until markercluster reports it done (`chunk`). */
  started(): void {
    this.pending += 1;
  }

  /** The wanted markers changed: a chunked add still running would put back removed ones. */
  changed(): void {
    if (this.pending > 0) this.dirty = true;
  }

  /** markercluster's progress on an add. */
  chunk(done: number, total: number): void {
    if (done < total) return;
    this.pending = Math.max(0, this.pending - 1);
    if (this.pending > 0) return;
    if (this.dirty) {
      this.dirty = false;
      this.reconcile();
      return;
    }
    this.settle();
  }

  /**
   * Tells those waiting, once markercluster has drawn: it reports the last chunk (`chunk`)
   * before it draws the markers, in the same call, so the news waits for that call to end.
   */
  settle(): void {
    queueMicrotask(() => {
      if (this.destroyed || this.pending > 0) return;
      const waiters = this.waiters;
      this.waiters = [];
      for (const waiter of waiters) waiter();
    });
  }

  /** Calls back at once when no add is running, else once the adds have ended and drawn. */
  whenSettled(callback: () => void): void {
    if (this.pending === 0) callback();
    else this.waiters.push(callback);
  }

  destroy(): void {
    this.destroyed = true;
    this.waiters = [];
    this.pending = 0;
  }
}

/** The cheapest of the priced facilities in view (ties all), when at least two are to compare. */
export function cheapestOf(inView: readonly (readonly [string, number])[]): Set<string> {
  const cheapest = new Set<string>();
  if (inView.length < 2) return cheapest;
  const lowest = Math.min(...inView.map(([, amount]) => amount));
  for (const [uid, amount] of inView) if (amount === lowest) cheapest.add(uid);
  return cheapest;
}
