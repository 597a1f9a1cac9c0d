/**
 * The value of cookie `name` in a `document.cookie` string, or undefined. Values are
 * URI-decoded when they can be (servers often encode the hash); a malformed encoding is
 * returned as it is rather than dropped, since the server set it that way.
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  if (!name) return undefined;
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Reads the page's cookies when there is a page; in Node there is none, so no token. */
export function documentCookieGetter(name: string): string | undefined {
  const doc = (globalThis as { document?: { cookie?: string } }).document;
  return typeof doc?.cookie === 'string' ? readCookie(doc.cookie, name) : undefined;
}
