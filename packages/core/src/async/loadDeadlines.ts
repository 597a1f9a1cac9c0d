/** A load still pending this long says "still loading…" (spec §4). */
export const SLOW_LOAD_MS = 5_000;

/** A load still pending this long is abandoned: the visitor sees the failure and can retry. */
export const ABANDON_LOAD_MS = 20_000;
