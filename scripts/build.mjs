// `npm run build`: every package with tsup (ESM + .d.ts), its CSS bundled beside, then the
// drop-in browser bundle and the embed builder (packages/builder/dist). `--browser-only` builds
// just those two (all the demo serves: `npm start`), which takes a second instead of a minute.
// `--no-dts` leaves out the declaration files (most of the minute): the tests run the
// JavaScript only. Without `--browser-only` it also builds the bundles some browser tests load (build-test-bundles.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as esbuild from 'esbuild';
import { buildBrowserBundle, TARGET } from './build-browser.mjs';
import { buildTestBundles } from './build-test-bundles.mjs';
import { buildBuilder } from './bundle/builder.mjs';
import { PACKAGES, root } from './packages.mjs';

function run(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(`${root}node_modules/.bin/tsup`, ['--silent'], {
      cwd,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...(process.argv.includes('--no-dts') ? { NORDPARK_NO_DTS: '1' } : {}) },
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`tsup failed in ${cwd} (exit ${code})`)),
    );
  });
}

/**
 * An island package's dist/styles.css: its src/package.css when it has one (the search's and
 * the booking flow's, which bring the date field's styles with theirs), else its src/styles.css.
 * So an npm user imports the shared base (@nordpark/ui/styles.css) and one file per island
 * (docs/embedding.md, "Stylesheets for npm users"). Bundled, not copied: a styles.css may
 * @import its areas' files and a dependency's CSS (Leaflet's, flatpickr's), and npm users get
 * one file with the images beside it.
 */
async function buildStyles(dir) {
  const entry = existsSync(`${dir}/src/package.css`) ? `${dir}/src/package.css` : `${dir}/src/styles.css`;
  await esbuild.build({
    entryPoints: [entry],
    outfile: `${dir}/dist/styles.css`,
    bundle: true,
    assetNames: 'assets/[name]-[hash]',
    loader: { '.png': 'file', '.svg': 'file' },
    logLevel: 'warning',
  });
}

async function buildPackage(name) {
  const dir = `${root}packages/${name}`;
  await run(dir);
  if (existsSync(`${dir}/src/styles.css`)) await buildStyles(dir);
  console.info(`built @nordpark/${name}`);
}

if (!process.argv.includes('--browser-only')) {
  // Declarations resolve siblings from source, so packages build in any order: two at a
  // time, one per core of the machines we run on.
  const queue = [...PACKAGES];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) await buildPackage(name);
  };
  await Promise.all([worker(), worker()]);
}
// The test bundles (some from dist/) beside the drop-in bundle: built here once, not by each
// browser test file that loads one.
await Promise.all([
  buildBrowserBundle(),
  buildBuilder({ root, target: TARGET }),
  ...(process.argv.includes('--browser-only') ? [] : [buildTestBundles()]),
]);
