// Package checks: every publishable package passes `publint --strict` and the
// are-the-types-wrong check on its packed tarball (ESM-only profile: we publish no CJS),
// has a README, keeps its CSS through `sideEffects`, and declares exactly the dependencies its
// source imports (check-dependencies.mjs). Run after `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dependencyProblems } from './check-dependencies.mjs';
import { PACKAGES, root } from './packages.mjs';

const bin = (name) => `${root}node_modules/.bin/${name}`;

const failures = [];
const check = (pkg, ok, what) => {
  if (!ok) failures.push(`@nordpark/${pkg}: ${what}`);
};

if (!existsSync(`${root}LICENSE`)) failures.push('LICENSE missing at the repository root');

for (const pkg of PACKAGES) {
  const dir = `${root}packages/${pkg}`;
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  check(pkg, existsSync(`${dir}/README.md`), 'README.md missing');
  const cssEntries = Object.keys(manifest.exports).filter((key) => key.endsWith('.css'));
  for (const entry of cssEntries) {
    check(pkg, existsSync(`${dir}/${manifest.exports[entry].replace(/^\.\//, '')}`), `${entry} not built`);
  }
  if (cssEntries.length > 0) {
    check(
      pkg,
      Array.isArray(manifest.sideEffects) && manifest.sideEffects.some((glob) => glob.includes('.css')),
      'sideEffects must keep its CSS (e.g. ["**/*.css"])',
    );
  }

  for (const problem of dependencyProblems(pkg)) check(pkg, false, problem);

  const publint = spawnSync(bin('publint'), ['--strict'], { cwd: dir, encoding: 'utf8' });
  check(pkg, publint.status === 0, `publint --strict:\n${publint.stdout}${publint.stderr}`);

  // CSS and the browser bundle's files have no types by nature; every code entry must.
  const excluded = cssEntries
    .concat(Object.keys(manifest.exports).filter((key) => key.endsWith('.js')))
    .map((key) => key.replace(/^\.\//, ''));
  const attw = spawnSync(
    bin('attw'),
    [
      '--pack',
      '.',
      '--profile',
      'esm-only',
      '--format',
      'ascii',
      ...(excluded.length ? ['--exclude-entrypoints', ...excluded] : []),
    ],
    { cwd: dir, encoding: 'utf8' },
  );
  check(pkg, attw.status === 0, `are-the-types-wrong:\n${attw.stdout}${attw.stderr}`);
  console.info(
    `${failures.some((f) => f.startsWith(`@nordpark/${pkg}:`)) ? 'FAIL' : 'ok  '} @nordpark/${pkg}`,
  );
}

if (failures.length > 0) {
  console.error(`\nPackage checks failed:\n${failures.join('\n')}`);
  process.exit(1);
}
console.info('All package checks passed.');
