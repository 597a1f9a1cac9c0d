// The bundles some browser test files load instead of the demo's drop-in bundle, built once per
// `node scripts/build.mjs` (so once per `npm test`), not by each file as it starts. Their entries
// are in tests/browser/bundles/; what each proves is in the file that loads it.
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { root } from './packages.mjs';

/** Where the bundles go (git-ignored): `${TEST_BUNDLES_DIR}/{name}/app.js`, with its chunks. */
export const TEST_BUNDLES_DIR = join(root, 'test-results/bundles');

const entry = (file) => join(root, 'tests/browser/bundles', file);

/** What an npm user's bundler does: @nordpark/* through node_modules and the exports maps. */
const fromDist = {
  bundle: true,
  splitting: true,
  format: 'esm',
  target: 'es2022',
  nodePaths: [join(root, 'node_modules')],
  tsconfigRaw: '{}',
  entryNames: 'app',
};

const BUNDLES = {
  // The search with its map in StrictMode, from the sources, React's development build (its
  // effects really run twice): facility-search-map-leaks and the soak.
  mapLeak: {
    entryPoints: [entry('mapLeak.entry.jsx')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    tsconfig: join(root, 'tsconfig.base.json'),
    nodePaths: [join(root, 'node_modules')],
    entryNames: 'app',
    define: { 'process.env.NODE_ENV': '"development"' },
  },
  // A client that hydrates the built packages' server HTML, with React's development build
  // (it reports attribute mismatches): hydration.browser.test.ts.
  hydration: {
    ...fromDist,
    entryPoints: [entry('hydration.entry.js')],
    define: { 'process.env.NODE_ENV': '"development"' },
  },
  // Two islands from dist/ through @nordpark/islands, production: built-packages.browser.test.ts.
  npmIslands: {
    ...fromDist,
    entryPoints: [entry('npmIslands.entry.js')],
    define: { 'process.env.NODE_ENV': '"production"' },
  },
};

/** Builds every test bundle (the ones from dist/ need the packages built first). */
export async function buildTestBundles() {
  const started = performance.now();
  await Promise.all(
    Object.entries(BUNDLES).map(([name, options]) =>
      esbuild.build({
        ...options,
        absWorkingDir: root,
        outdir: join(TEST_BUNDLES_DIR, name),
        logLevel: 'error',
      }),
    ),
  );
  console.info(
    `test bundles: ${Object.keys(BUNDLES).join(', ')} in ${Math.round(performance.now() - started)} ms → ${TEST_BUNDLES_DIR}`,
  );
}
