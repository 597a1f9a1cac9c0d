const EXPLICIT_HTTP = /^https?:\/\//i;

/**
 * A link target from the server (a facility's Url, a WaitingListUrl) that is safe to put in
 * an href (SRCH-48): an absolute http(s) URL written out as one, or a path that stays on the
 * page's own site. Everything else is null, so no link is drawn: `javascript:`, `data:` and
 * any other scheme, and protocol-relative (`//evil.example`) or backslash (`/\evil.example`)
 * paths, which look like paths but leave the site. The answer is the resolved, absolute URL,
 * so what the browser follows is exactly what was checked.
 */
export function safeLinkUrl(url: unknown, pageOrigin: string): string | null {
  if (typeof url !== 'string') return null;
  const text = url.trim();
  if (text === '') return null;
  let page: URL;
  let resolved: URL;
  try {
    page = new URL(pageOrigin);
    resolved = new URL(text, page);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  if (resolved.origin === page.origin) return resolved.href;
  // Another site only when the server wrote a full http(s) URL: a path never means one.
  return EXPLICIT_HTTP.test(text) ? resolved.href : null;
}
