// `npm run storybook:build`: the static Storybook in storybook-static/, stamped with a hash
// of what it is built from. The story accessibility sweep (tests/browser/a11y-stories.browser.test.ts)
// calls storybookForTests(): it uses this build when its stamp matches the sources (so CI's
// own Storybook build step is not repeated by `npm test`), else a quicker test build.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { root } from './packages.mjs';

export const STORYBOOK_DIR = join(root, 'storybook-static');
/**
 * Where the story sweep builds its own Storybook when storybook-static/ is missing or stale:
 * `storybook build --test`, stories only (no docs pages, no addon panels), three times as
 * fast (about 4 s against 14 s on a quiet 2-core machine). storybook-static/ stays the
 * complete build a designer opens; the sweep takes it when it is current (CI builds it).
 */
export const STORYBOOK_TEST_DIR = join(root, 'storybook-test');
const STAMP = '.nordpark-inputs';

/** Everything a story build reads besides node_modules: sources, the Storybook setup, the lockfile. */
function inputFiles() {
  const files = ['package-lock.json', 'tsconfig.base.json', 'scripts/workspace-aliases.ts'];
  const walk = (dir) => {
    if (!existsSync(join(root, dir))) return;
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(path);
      else if (!/\.test\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk('.storybook');
  for (const pkg of readdirSync(join(root, 'packages'))) walk(`packages/${pkg}/src`);
  return files.sort();
}

/** A hash of the build's inputs, paths and contents. */
export function storybookInputsHash() {
  const hash = createHash('sha256');
  for (const file of inputFiles()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when storybook-static/ exists and was built from the sources as they are now. */
export function isStorybookCurrent(dir = STORYBOOK_DIR) {
  const stamp = join(dir, STAMP);
  return (
    existsSync(join(dir, 'index.json')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === storybookInputsHash()
  );
}

/**
 * Builds into a folder of its own and moves it into place once complete, so a reader never
 * sees half a build. Rejects with Storybook's output when the build fails.
 */
export async function buildStorybook({ dir: folder = STORYBOOK_DIR, quiet = false, test = false } = {}) {
  const dir = resolve(folder);
  const inputs = storybookInputsHash();
  const tmp = `${dir}.building-${process.pid}`;
  await rm(tmp, { recursive: true, force: true });
  const output = [];
  const code = await new Promise((resolve, reject) => {
    const child = spawn(
      join(root, 'node_modules/.bin/storybook'),
      ['build', '-o', tmp, '--quiet', ...(test ? ['--test'] : [])],
      {
        cwd: root,
        env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output.push(chunk);
        if (!quiet) process.stdout.write(chunk);
      });
    }
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) {
    await rm(tmp, { recursive: true, force: true });
    throw new Error(`storybook build failed (exit ${code}):\n${Buffer.concat(output).toString()}`);
  }
  await writeFile(join(tmp, STAMP), inputs);
  await rm(dir, { recursive: true, force: true });
  await rename(tmp, dir);
  return dir;
}

/**
 * The static Storybook the story sweep checks: storybook-static/ when it is current, else the
 * test build, built first unless it is current itself. Resolves to its folder.
 */
export async function storybookForTests({ quiet = true } = {}) {
  if (isStorybookCurrent(STORYBOOK_DIR)) return { dir: STORYBOOK_DIR, built: false };
  if (isStorybookCurrent(STORYBOOK_TEST_DIR)) return { dir: STORYBOOK_TEST_DIR, built: false };
  const started = performance.now();
  await buildStorybook({ dir: STORYBOOK_TEST_DIR, quiet, test: true });
  return { dir: STORYBOOK_TEST_DIR, built: true, ms: Math.round(performance.now() - started) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  const dir = await buildStorybook({ quiet: process.argv.includes('--quiet') });
  console.info(
    `Storybook built in ${Math.round((performance.now() - started) / 1000)} s → ${relative(root, dir)}/`,
  );
}
