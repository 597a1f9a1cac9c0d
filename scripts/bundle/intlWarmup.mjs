// The Intl warm-up worker's script (packages/islands/src/intlWarmup/worker.ts): a classic
// script of its own, not a chunk of the module graph, because a worker started with
// `new Worker(url)` runs a classic script in every browser the bundle serves, and it imports
// nothing at run time (core's few formatters it uses are bundled in).
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';

export const INTL_WARMUP_ENTRY = 'packages/islands/src/intlWarmup/worker.ts';

/**
 * Builds the worker into `outdir`/chunks/intl-warmup-<hash>.js. Returns its `name` as the
 * start-up table holds chunks (`intl-warmup-<hash>`: no folder, no `.js`) and its `output` in
 * the metafile's shape (bundle/metafile.mjs), for the size report.
 */
export async function buildIntlWarmup(root, outdir, target) {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [INTL_WARMUP_ENTRY],
    tsconfig: 'tsconfig.base.json',
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target,
    minify: true,
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  const code = result.outputFiles[0].contents;
  const hash = BigInt(`0x${createHash('sha256').update(code).digest('hex').slice(0, 12)}`)
    .toString(36)
    .slice(0, 6);
  const name = `intl-warmup-${hash}`;
  await writeFile(`${outdir}/chunks/${name}.js`, code);
  const [built] = Object.values(result.metafile.outputs);
  const output = { bytes: code.length, imports: [], entryPoint: INTL_WARMUP_ENTRY, inputs: built.inputs };
  return { name, output };
}
