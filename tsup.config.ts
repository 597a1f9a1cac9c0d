import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { clientDirective } from './scripts/use-client';

/**
 * The one build setup every package shares, so a package's own tsup.config.ts is a
 * line. ESM + .d.ts; dependencies and peers stay external (read from the package's
 * own package.json) so a page never gets two copies of React or of a sibling package.
 */
export function packageConfig(
  dir: string,
  entry: Record<string, string>,
  extra: Options = {},
  { clientComponents = false } = {},
) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const external = [
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
    'react/jsx-runtime',
  ].map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/.*)?$`));
  return defineConfig({
    entry,
    format: ['esm'],
    target: 'es2022',
    platform: 'neutral',
    // Declarations resolve siblings through tsconfig paths but keep them as imports:
    // dependencies are external, so no package inlines another's types.
    // NORDPARK_NO_DTS=1 (`scripts/build.mjs --no-dts`, what `npm test` builds): JavaScript only.
    dts: process.env.NORDPARK_NO_DTS !== '1',
    // No source maps in the npm packages: their sources are not published, and a consumer's
    // bundler makes the maps of its own build. The drop-in bundle keeps its maps.
    sourcemap: false,
    // Mock mode is the optional @nordpark/api/mock in the npm build (packages/api/src/mockMode.ts).
    define: { __NORDPARK_BUILT_IN_MOCK__: 'false' },
    clean: true,
    treeshake: true,
    splitting: true,
    external,
    tsconfig: join(dir, '../../tsconfig.base.json'),
    // An island package's React components are client components (scripts/use-client.ts).
    ...(clientComponents ? { plugins: [clientDirective(join(dir, 'dist'), Object.keys(entry))] } : {}),
    ...extra,
  });
}
