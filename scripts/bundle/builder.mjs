// The embed builder (packages/builder, a private package): a page of its own, built into
// packages/builder/dist. A host serves that folder as builder/ in the drop-in bundle's folder
// (the demo does, under /assets/nordpark/builder/), so the page finds the bundle one folder up
// with nothing else to set up. Its script is a bundle of its own (React included): it never
// shares a chunk with the islands, and the published @nordpark/islands holds none of it.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import * as esbuild from 'esbuild';

/** The static page: the builder reads the bundle's folder as the one above its own. */
const STATIC_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Nordpark embed builder</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../nordpark.css">
<link rel="stylesheet" href="../islands/date-field.css">
<link rel="stylesheet" href="builder.css">
</head>
<body>
<main id="nordpark-builder" data-asset-base="../"></main>
<script type="module" src="builder.js"></script>
</body>
</html>
`;

/** Where the builder's page, script and stylesheet are written (and the demo serves them from). */
export const BUILDER_DIST = 'packages/builder/dist';

export async function buildBuilder({ root, target }) {
  const outdir = `${root}${BUILDER_DIST}`;
  await rm(outdir, { recursive: true, force: true });
  await mkdir(outdir, { recursive: true });
  const cssEntry = `${outdir}/.builder-entry.css`;
  await writeFile(
    cssEntry,
    ['packages/ui/src/combobox/combobox.css', 'packages/builder/src/builder.css']
      .map((file) => `@import ${JSON.stringify(`${root}${file}`)};`)
      .join('\n'),
  );
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'packages/builder/src/main.tsx', out: 'builder' },
      { in: cssEntry, out: 'builder' },
    ],
    outdir,
    bundle: true,
    format: 'esm',
    // What the page loads only on demand (mock mode's sample data, the texts of a language)
    // stays in chunks of its own.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'browser',
    target,
    jsx: 'automatic',
    minify: true,
    sourcemap: true,
    tsconfig: `${root}tsconfig.base.json`,
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.png': 'file', '.svg': 'file', '.css': 'css' },
    assetNames: 'assets/[name]-[hash]',
    logLevel: 'warning',
  });
  await rm(cssEntry);
  await writeFile(`${outdir}/index.html`, STATIC_PAGE);
}
