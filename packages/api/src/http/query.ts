function stringify(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  // Anything else is a caller's mistake; JSON keeps it readable in the server's log.
  return JSON.stringify(value);
}

/**
 * The query string of a GET or HEAD call (CFG-06), without the leading `?`. Arrays repeat
 * their key, as ASP.NET model binding expects; missing values are left out rather than sent
 * as the text "undefined".
 */
export function toQueryString(params: object | undefined): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      for (const item of value) {
        const text = stringify(item);
        if (text !== undefined) search.append(key, text);
      }
      continue;
    }
    const text = stringify(value);
    if (text !== undefined) search.append(key, text);
  }
  return search.toString();
}

/** `url` with `query` appended, whether or not it already has a query string. */
export function withQuery(url: string, query: string): string {
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
