import { DEFAULT_TILE_URL } from '@nordpark/core';
import type { MiddlewareHandler } from 'hono';

/**
 * How the demo sends its Content-Security-Policy: `enforce` (the default: the browser blocks
 * what the policy does not allow), `report-only` (the browser only reports it: the browser
 * tests, which inject their own tools into pages) or `off`.
 */
export type CspMode = 'enforce' | 'report-only' | 'off';

export interface PolicyOrigins {
  /** Where map tiles come from (the page config's `map.tileUrl`). */
  tiles: readonly string[];
  /** Where the API (`apiBase`) and the place autocomplete (`places`) answer, besides 'self'. */
  connect: readonly string[];
}

/** The origin of a URL template such as `https://tile.openstreetmap.org/{z}/{x}/{y}.png`. */
export function originOf(template: string): string {
  return new URL(template.replace(/\{[^}]*\}/g, '0')).origin;
}

/**
 * The strict policy the islands run under (docs/security.md): scripts and styles only from
 * the page's own origin, no inline script, no eval, no inline style attribute; images from
 * the page, `data:` (Leaflet's blank tile image; the demo's empty favicon) and the tile host; calls to
 * the page's origin, the API and the place service only.
 */
export function contentSecurityPolicy({ tiles, connect }: PolicyOrigins): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${["'self'", 'data:', ...tiles].join(' ')}`,
    `connect-src ${["'self'", ...connect].join(' ')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The demo's own policy: its API and places service are on its own origin. */
export const DEMO_POLICY = contentSecurityPolicy({ tiles: [originOf(DEFAULT_TILE_URL)], connect: [] });

/** Adds the policy to every HTML answer (the pages); other answers need none. */
export function cspMiddleware(mode: CspMode, policy: string = DEMO_POLICY): MiddlewareHandler {
  const header = mode === 'report-only' ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';
  return async (c, next) => {
    await next();
    if (mode === 'off') return;
    if (c.res.headers.get('content-type')?.startsWith('text/html')) c.res.headers.set(header, policy);
  };
}
