import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The bundles scripts/build-test-bundles.mjs builds (its TEST_BUNDLES_DIR). */
const TEST_BUNDLES = fileURLToPath(new URL('../../../test-results/bundles/', import.meta.url));

/**
 * The folder of a test bundle `node scripts/build.mjs` built (npm test builds them first), its
 * entry `app.js`; missing, a clear error that says how to build it.
 */
export function testBundle(name: 'mapLeak' | 'hydration' | 'npmIslands'): string {
  const dir = `${TEST_BUNDLES}${name}`;
  if (!existsSync(`${dir}/app.js`)) {
    throw new Error(
      `no test bundle ${name} in ${dir}: run \`node scripts/build.mjs --no-dts\` first (npm test does)`,
    );
  }
  return dir;
}
