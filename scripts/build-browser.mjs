// Builds the drop-in browser bundle: packages/islands/dist/browser/
//   nordpark.js            the loader (ESM entry, stable name: CMS templates link it)
//   chunks/*-[hash].js     the runtime, React and each island, loaded on demand
//   nordpark.css           tokens and runtime styles every island page needs
//   islands/<name>.css     one island's styles, linked by the loader when it mounts one
//   manifest.json          every file with its size and SRI hash (docs/embedding.md, "From a CDN")
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
export const defaultOutdir = `${root}packages/islands/dist/browser`;

/** Island name in the embedding contract → the package whose styles it needs. */
export const ISLAND_STYLES = {
  'date-field': 'packages/date-field/src/styles.css',
  'facility-search': 'packages/facility-search/src/styles.css',
  'booking-flow': 'packages/booking-flow/src/styles.css',
  'confirm-dialog': 'packages/my-parking/src/styles.css',
};

/**
 * `entry` and `outdir` default to the drop-in bundle; the benchmark's floor page builds its own
 * entry (the same loader with a text-only island) the same way into a folder of its own.
 */
export async function buildBrowserBundle({
  log = true,
  entry = 'packages/islands/src/browser.ts',
  outdir = defaultOutdir,
} = {}) {
  const started = performance.now();
  const { version } = JSON.parse(await readFile(`${root}packages/islands/package.json`, 'utf8'));
  await rm(outdir, { recursive: true, force: true });
  await mkdir(`${outdir}/islands`, { recursive: true });

  const js = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { nordpark: entry },
    outdir,
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
    minify: true,
    // Licence comments go to one linked file per chunk (chunk.js.LEGAL.txt) instead of every
    // visitor's download; the notices ship with the bundle all the same.
    legalComments: 'linked',
    sourcemap: true,
    metafile: true,
    tsconfig: 'tsconfig.base.json',
    jsx: 'automatic',
    loader: { '.png': 'file', '.svg': 'file' },
    define: {
      'process.env.NODE_ENV': '"production"',
      __NORDPARK_VERSION__: JSON.stringify(version),
    },
    logLevel: 'warning',
  });

  // nordpark.css: the shared tokens and the runtime's own styles, in that order.
  const sharedCss = `${outdir}/.nordpark-entry.css`;
  await writeFile(
    sharedCss,
    ['packages/ui/src/styles.css', 'packages/islands/src/styles.css']
      .map((file) => `@import ${JSON.stringify(`${root}${file}`)};`)
      .join('\n'),
  );
  const css = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: sharedCss, out: 'nordpark' },
      ...Object.entries(ISLAND_STYLES).map(([name, file]) => ({ in: file, out: `islands/${name}` })),
    ],
    outdir,
    assetNames: 'assets/[name]-[hash]',
    bundle: true,
    minify: true,
    sourcemap: true,
    metafile: true,
    loader: { '.png': 'file', '.svg': 'file' },
    logLevel: 'warning',
  });
  await rm(sharedCss);
  await writeFile(`${outdir}/metafile.json`, JSON.stringify({ js: js.metafile, css: css.metafile }));
  await writeFile(
    `${outdir}/manifest.json`,
    `${JSON.stringify(await manifestOf(outdir, version), null, 2)}\n`,
  );
  if (log) {
    const ms = Math.round(performance.now() - started);
    console.info(
      `browser bundle: ${Object.keys(js.metafile.outputs).length} JS files, built in ${ms} ms → ${outdir}`,
    );
  }
  return { js: js.metafile, css: css.metafile };
}

/** `sha384-…`, the value of an `integrity` attribute (Subresource Integrity) for `bytes`. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Every file of the bundle (paths relative to it, `/` separated, sorted) with its size in
 * bytes and its SRI hash, for hosts that pin what they serve: `integrity` on the <script> and
 * <link> of a page, an import map's `integrity` for the chunks (docs/embedding.md).
 */
export async function manifestOf(dir, version) {
  const entries = await readdir(dir, { recursive: true });
  const files = {};
  for (const path of entries.map((entry) => entry.split('\\').join('/')).sort()) {
    if (path === 'manifest.json') continue;
    const file = `${dir}/${path}`;
    if (!(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    files[path] = { size: bytes.length, integrity: integrityOf(bytes) };
  }
  return { name: '@nordpark/islands', version, files };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildBrowserBundle();
}
