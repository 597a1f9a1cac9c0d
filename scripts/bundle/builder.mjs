// The embed builder (packages/islands/src/builder): a page of its own that ships in the drop-in
// bundle's folder as builder/, so a host serves it beside the bundle with nothing else to set
// up. Its script is a bundle of its own (React included): it never shares a chunk with the
// islands, whose start-up files stay what they were.
import { rm, writeFile } from 'node:fs/promises';
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

export async function buildBuilder({ root, outdir, target }) {
  const cssEntry = `${outdir}/.builder-entry.css`;
  await writeFile(
    cssEntry,
    ['packages/ui/src/combobox/combobox.css', 'packages/islands/src/builder/builder.css']
      .map((file) => `@import ${JSON.stringify(`${root}${file}`)};`)
      .join('\n'),
  );
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [
      { in: 'packages/islands/src/builder/main.tsx', out: 'builder' },
      { in: cssEntry, out: 'builder' },
    ],
    outdir: `${outdir}/builder`,
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
  await writeFile(`${outdir}/builder/index.html`, STATIC_PAGE);
}
