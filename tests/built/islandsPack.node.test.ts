// What npm publishes of @nordpark/islands (`npm pack`, after the build) is the runtime and the
// drop-in bundle only: no file of the embed builder, which is the private @nordpark/builder's
// and built into its own folder.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The files `npm pack` would put in a package's tarball. */
function packedFiles(dir: string): string[] {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', '-w', dir], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  ) as { files: { path: string }[] }[];
  return (packed?.files ?? []).map((file) => file.path);
}

test('the packed @nordpark/islands holds the runtime and the drop-in bundle, and nothing of the builder', () => {
  expect(existsSync(`${root}packages/islands/dist/index.js`), 'run npm run build').toBe(true);
  const files = packedFiles('packages/islands');
  expect(files).toContain('dist/index.js');
  expect(files).toContain('dist/browser/nordpark.js');
  expect(files.filter((file) => /builder/i.test(file))).toEqual([]);
  // The builder's own class names mark its code and styles wherever a bundler put them.
  const holdingBuilderCode = files
    .filter((file) => /\.(js|css|html)$/.test(file))
    .filter((file) => readFileSync(`${root}packages/islands/${file}`, 'utf8').includes('np-builder'));
  expect(holdingBuilderCode).toEqual([]);
});

test('the builder is built into its own package, where the demo serves it from', () => {
  for (const file of ['index.html', 'builder.js', 'builder.css']) {
    expect(existsSync(`${root}packages/builder/dist/${file}`), `${file}: run npm run build`).toBe(true);
  }
  expect(readFileSync(`${root}packages/builder/dist/builder.css`, 'utf8')).toContain('np-builder');
});
