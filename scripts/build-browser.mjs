// Builds the drop-in browser bundle: packages/islands/dist/browser/
//   nordpark.js            the loader (ESM entry, stable name: CMS templates link it), with each
//                          island's start-up files written in
//   chunks/*-[hash].js     the runtime, React and each island, loaded on demand
//   chunks/intl-warmup-[hash].js  the Intl warm-up worker (a classic script, bundle/intlWarmup.mjs)
//   nordpark.css           tokens and runtime styles every island page needs
//   islands/<name>.css     one island's styles, linked by the loader when it mounts one
//   manifest.json          every file with its size and SRI hash (docs/embedding.md, "From a CDN"),
//                          each island's start-up files, and `retained`: the previous release's
//                          chunks, kept for one more release (bundle/retention.mjs)
//   metafile.json          the chunk graph, in esbuild's metafile shape (the size report, tests)
//
// JavaScript is bundled with rolldown rather than esbuild: esbuild makes one chunk per set of
// entries that reach a module and cannot group them, so a search page needed 44 files in five
// rounds of imports. Rolldown's `codeSplitting.groups` put them in a handful of chunks
// (scripts/bundle/chunkGroups.mjs). CSS is still bundled by esbuild.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { rolldown } from 'rolldown';
import { assertNoImportCycle, codeSplittingOf, startUpGroups } from './bundle/chunkGroups.mjs';
import { addCompileHints, hintedFiles } from './bundle/compileHints.mjs';
import { dataEntriesPlugin } from './bundle/dataEntries.mjs';
import { buildIntlWarmup } from './bundle/intlWarmup.mjs';
import { ISLANDS } from './bundle/islands.mjs';
import { metafileOf } from './bundle/metafile.mjs';
import { legalLink, linkedLegalCommentsPlugin, startUpTable, startUpTablePlugin } from './bundle/plugins.mjs';
import { registrationsPlugin } from './bundle/registrations.mjs';
import { previousRelease, restoreRelease } from './bundle/retention.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
export const defaultOutdir = `${root}packages/islands/dist/browser`;

/** Island name in the embedding contract → its stylesheet (its manifest's `css`). */
export const ISLAND_STYLES = stylesOf(ISLANDS);

function stylesOf(islands) {
  return Object.fromEntries(
    Object.entries(islands).flatMap(([name, island]) => (island.css ? [[name, island.css]] : [])),
  );
}

/** What the browsers of docs/embedding.md run. */
export const TARGET = ['es2020', 'chrome100', 'firefox100', 'safari15'];

function inputOptions(entry, version, plugins = [], islands = ISLANDS) {
  return {
    cwd: root,
    input: { nordpark: entry },
    platform: 'browser',
    tsconfig: 'tsconfig.base.json',
    transform: {
      target: TARGET,
      define: {
        'process.env.NODE_ENV': '"production"',
        __NORDPARK_VERSION__: JSON.stringify(version),
      },
    },
    plugins: [registrationsPlugin(root, entry, islands), dataEntriesPlugin(root, islands), ...plugins],
    // The grouping (codeSplitting.includeDependenciesRecursively: false) needs it; said here
    // rather than left for Rolldown to set with a warning on every build. An entry chunk may
    // export more than its module did: only the loader imports them.
    preserveEntrySignatures: 'allow-extension',
    logLevel: 'warn',
  };
}

/** Chunk names: an island package's generic file names (island, sv, …) get the package's name. */
function chunkFileNames(chunk) {
  const generic = /^(island|index|prefetch|sv|nb|fi|en)$/;
  const owner = chunk.facadeModuleId?.match(/packages\/([^/]+)\/src\//)?.[1];
  const name = owner && generic.test(chunk.name) ? `${owner}-${chunk.name}` : '[name]';
  return `chunks/${name}-[hash:6].js`;
}

/**
 * `entry` and `outdir` default to the drop-in bundle; the benchmark's floor page builds its own
 * entry (the same loader with a text-only island, `islands` naming it) the same way, without
 * the Intl warm-up worker (`intlWarmup: false`): its island formats nothing, so it would only
 * wait for a worker it does not need.
 */
export async function buildBrowserBundle({
  log = true,
  entry = 'packages/islands/src/browser.ts',
  outdir = defaultOutdir,
  islands = ISLANDS,
  intlWarmup: withIntlWarmup = true,
} = {}) {
  const started = performance.now();
  const { version } = JSON.parse(await readFile(`${root}packages/islands/package.json`, 'utf8'));
  // The previous release's chunks stay one release longer (bundle/retention.mjs).
  const previous = await previousRelease(outdir);
  await rm(outdir, { recursive: true, force: true });
  await mkdir(`${outdir}/islands`, { recursive: true });
  await mkdir(`${outdir}/chunks`, { recursive: true });
  const warmup = withIntlWarmup ? await buildIntlWarmup(root, outdir, TARGET) : undefined;
  const intlWarmup = warmup && `chunks/${warmup.name}.js`;

  // First pass: rolldown's own chunks, to learn which start-up graph needs each module.
  const imports = new Map();
  const first = await rolldown(
    inputOptions(
      entry,
      version,
      [
        {
          name: 'nordpark-module-graph',
          buildEnd() {
            for (const id of this.getModuleIds()) imports.set(id, this.getModuleInfo(id)?.importedIds ?? []);
          },
        },
      ],
      islands,
    ),
  );
  const { output: firstOutput } = await first.generate({ format: 'es' });
  await first.close();
  const groups = startUpGroups(firstOutput, imports, root, islands);

  // Second pass: the bundle, grouped.
  const legal = linkedLegalCommentsPlugin(root);
  const bundle = await rolldown(
    inputOptions(
      entry,
      version,
      [legal, startUpTablePlugin(root, islands, warmup ? { intlWarmup: `${warmup.name}.js` } : {})],
      islands,
    ),
  );
  const { output } = await bundle.write({
    dir: outdir,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames,
    hashCharacters: 'base36',
    codeSplitting: codeSplittingOf(groups),
    minify: true,
    comments: { legal: false, annotation: false, jsdoc: false },
    postFooter: legalLink(legal),
    sourcemap: true,
  });
  await bundle.close();
  const chunks = output.filter((item) => item.type === 'chunk');
  assertNoImportCycle(chunks);

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
      ...Object.entries({ ...ISLAND_STYLES, ...stylesOf(islands) }).map(([name, file]) => ({
        in: file,
        out: `islands/${name}`,
      })),
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
  const js = metafileOf(chunks, root, relative(root, outdir));
  if (warmup) js.outputs[`${relative(root, outdir)}/${intlWarmup}`] = warmup.output;
  await writeFile(`${outdir}/metafile.json`, JSON.stringify({ js, css: css.metafile }));
  const startUp = startUpTable(chunks, root, islands);
  await addCompileHints(outdir, hintedFiles(startUp));
  const retained = await restoreRelease(outdir, previous);
  const manifest = { ...(await manifestOf(outdir, version, startUp, intlWarmup)), retained };
  await writeFile(`${outdir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  if (log) {
    const ms = Math.round(performance.now() - started);
    console.info(`browser bundle: ${chunks.length} JS files, built in ${ms} ms → ${outdir}`);
  }
  return { js, css: css.metafile };
}

/** `sha384-…`, the value of an `integrity` attribute (Subresource Integrity) for `bytes`. */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * Every file of the bundle (paths relative to it, `/` separated, sorted) with its size in
 * bytes and its SRI hash, for hosts that pin what they serve: `integrity` on the <script> and
 * <link> of a page, an import map's `integrity` for the chunks (docs/embedding.md). `islands`:
 * each island's start-up files (`files` fetched at once, `later` at low priority, `texts` per
 * language), as nordpark.js has them; `intlWarmup`, the warm-up worker's script.
 */
export async function manifestOf(dir, version, islands = {}, intlWarmup = undefined) {
  const entries = await readdir(dir, { recursive: true });
  const files = {};
  for (const path of entries.map((entry) => entry.split('\\').join('/')).sort()) {
    if (path === 'manifest.json') continue;
    const file = `${dir}/${path}`;
    if (!(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    files[path] = { size: bytes.length, integrity: integrityOf(bytes) };
  }
  return { name: '@nordpark/islands', version, files, islands, ...(intlWarmup ? { intlWarmup } : {}) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildBrowserBundle();
}
