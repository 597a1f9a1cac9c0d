/**
 * The floor page of `npm run bench`: one island that is only React and the islands runtime,
 * built the way the drop-in bundle is (scripts/build-browser.mjs: the same loader, chunking and
 * minification) and served over HTTP on a port of its own. Its time to mounted is the floor
 * every island pays; each demo page's time to first result is printed as a ratio of it.
 */
import { mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startStaticServer } from '../../tests/browser/support/staticServer';

/** The floor page's path; bench/interactions.ts knows it as the page kind `floor`. */
export const FLOOR_ROUTE = '/floor/';
/** Where the floor page's bundle is served, as the demo serves the drop-in bundle. */
const ASSETS = 'assets/nordpark';

const PAGE = `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor: React and the islands runtime</title>
<link rel="stylesheet" href="/${ASSETS}/nordpark.css"></head>
<body><main><h1>Floor</h1>
<script type="application/json" id="nordpark-config">{"country":"se","language":"sv"}</script>
<div data-nordpark="floor"><p>Loading…</p></div></main>
<script type="module" src="/${ASSETS}/nordpark.js"></script></body></html>
`;

/** Builds a bundle: `buildBrowserBundle` of scripts/build-browser.mjs. */
export type BuildBundle = (options: {
  entry: string;
  outdir: string;
  log: boolean;
  islands: Record<string, { entry: string }>;
  intlWarmup: boolean;
}) => Promise<unknown>;

/** The floor's one island, for the build's start-up table (scripts/bundle/islands.mjs). */
const FLOOR_ISLANDS = { floor: { entry: 'bench/floor/floorIsland.tsx' } };

export interface FloorSite {
  /** The server's origin; the page is at `${url}${FLOOR_ROUTE}`. */
  url: string;
  /** The floor bundle's folder (its metafile says which files are the island's code). */
  bundleDir: string;
  close(): Promise<void>;
}

/**
 * Builds the floor bundle into a temporary folder, or serves `bundleDir` (one built earlier,
 * to compare with the floor of an earlier build), and serves it with the page.
 */
export async function startFloorSite(build: BuildBundle, bundleDir?: string): Promise<FloorSite> {
  const dir = join(tmpdir(), `nordpark-bench-floor-${process.pid}`);
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'floor'), { recursive: true });
  await writeFile(join(dir, 'floor', 'index.html'), PAGE);
  const assets = join(dir, ASSETS);
  if (bundleDir) {
    await mkdir(join(dir, 'assets'), { recursive: true });
    await symlink(resolve(bundleDir), assets, 'dir');
  } else {
    // Without the Intl warm-up worker: the floor's island formats nothing, and the floor is the
    // least an island pays, not a wait for a worker it does not need.
    await build({
      entry: 'bench/floor/floor.ts',
      outdir: assets,
      log: false,
      islands: FLOOR_ISLANDS,
      intlWarmup: false,
    });
  }
  const server = await startStaticServer(dir);
  return {
    url: server.url,
    bundleDir: bundleDir ?? assets,
    close: async () => {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
