import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
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
 * ASSETS_PATH, or the embed builder's folder under `prefix`. The static handler is created on first use once the folder exists, so
 * `npm run build` while the server runs is picked up without a restart and a missing build
 * is a 404 with a hint rather than an error at start-up.
 */
export function serveBundle(assetsDir: string, prefix = ASSETS_PATH): MiddlewareHandler {
  let serve: MiddlewareHandler | undefined;
  return async (c, next) => {
    if (!existsSync(assetsDir)) return c.text('The Nordpark bundle is not built: run npm run build.', 404);
    serve ??= serveStatic({
      root: assetsDir,
      rewriteRequestPath: (path) => path.slice(prefix.length),
      onFound: (file, c) => {
        c.header('Cache-Control', cacheControlFor(assetsDir, file));
        c.header('X-Content-Type-Options', 'nosniff');
      },
    });
    return serve(c, next);
  };
}

/** The bundle's text files a browser gets gzipped, by extension, with their content type. */
const GZIPPED: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Each file gzipped once per process (and again when it changes on disk). */
const gzipped = new Map<string, { version: string; body: Uint8Array<ArrayBuffer> }>();

/**
 * The bundle gzipped, as a CDN serves it: each file compressed once and kept, not on every
 * request (the browser tests load the demo pages hundreds of times; compressing each answer
 * afresh cost them about a tenth more CPU). Anything else falls through to serveBundle.
 */
export function gzipBundle(assetsDir: string, prefix = ASSETS_PATH): MiddlewareHandler {
  const root = resolve(assetsDir);
  return async (c, next) => {
    const type = GZIPPED[extname(c.req.path)];
    if (!type || !/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return next();
    const file = resolve(root, `.${c.req.path.slice(prefix.length)}`);
    if (!file.startsWith(`${root}${sep}`)) return next();
    // One stat per request: it says whether the file is there and whether it changed.
    const stat = statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) return next();
    const version = `${stat.mtimeMs} ${stat.size}`;
    let entry = gzipped.get(file);
    if (entry?.version !== version) {
      entry = { version, body: new Uint8Array(gzipSync(readFileSync(file))) };
      gzipped.set(file, entry);
    }
    return c.body(entry.body, 200, {
      'Content-Type': type,
      'Content-Encoding': 'gzip',
      Vary: 'Accept-Encoding',
      'Cache-Control': cacheControlFor(root, file),
      'X-Content-Type-Options': 'nosniff',
    });
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
