/**
 * The absolute URL `target` names, resolved against the page's URL, when it stays on the
 * page's own origin over http(s); null otherwise. Where a dialog may send the visitor after
 * success: never to another site, and never to a `javascript:`, `data:` or other scheme.
 * Protocol-relative (`//evil.example`) and backslash tricks resolve to another origin and
 * are refused like any other.
 */
export function sameOriginUrl(target: unknown, pageUrl: string): string | null {
  if (typeof target !== 'string' || target.trim() === '') return null;
  let page: URL;
  let url: URL;
  try {
    page = new URL(pageUrl);
    url = new URL(target.trim(), page);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin === page.origin ? url.href : null;
}
