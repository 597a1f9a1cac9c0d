import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Handler, MiddlewareHandler } from 'hono';
import { ASSETS_PATH, SITE_CSS_FILE } from '../paths';

/** Chunk names carry a content hash, so a browser may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The entry files keep their names across builds: the browser must revalidate them. */
const REVALIDATE = 'no-cache';

export function isBundleBuilt(assetsDir: string): boolean {
  return existsSync(join(assetsDir, 'nordpark.js'));
}

function cacheControlFor(assetsDir: string, file: string): string {
  return relative(assetsDir, file).startsWith(`chunks${sep}`) ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the drop-in bundle (nordpark.js, nordpark.css, chunks/, source maps) under
 * ASSETS_PATH. The static handler is created on first use once the folder exists, so
 * `npm run build` while the server runs is picked up without a restart and a missing build
 * is a 404 with a hint rather than an error at start-up.
 */
export function serveBundle(assetsDir: string): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!existsSync(assetsDir)) return c.text('The Nordpark bundle is not built: run npm run build.', 404);
    serve ??= serveStatic({
      root: assetsDir,
      rewriteRequestPath: (path) => path.slice(ASSETS_PATH.length),
      onFound: (file, c) => {
        c.header('Cache-Control', cacheControlFor(assetsDir, file));
        c.header('X-Content-Type-Options', 'nosniff');
      },
    });
    return serve(c, next);
  };
}

/** The host site's stylesheet (static/site.css), read afresh so an edit shows on reload. */
export function serveSiteCss(): Handler {
  return (c) =>
    c.body(readFileSync(SITE_CSS_FILE, 'utf8'), 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': REVALIDATE,
    });
}
