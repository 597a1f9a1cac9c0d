/** A checked query: its value, or the message a 400 answer carries as ErrorMessage. */
export type QueryResult<T> = { ok: true; value: T } | { ok: false; error: string };
