// The drop-in bundle's chunk graph in esbuild's metafile shape, which the size report
// (scripts/size-report.mjs), the bundle tests and the benchmark read: per output file its size,
// its imports (static `import-statement`, lazy `dynamic-import`), the module it is the entry of
// (`entryPoint`; none for a group chunk) and each input module's share of its bytes.

/** Paths as esbuild writes them: relative to the repository; rolldown's virtual modules (its
 * runtime, oxc's helpers) named plainly, the helpers as the package they come from. */
const relativeTo = (root) => (id) =>
  id.startsWith(root)
    ? id.slice(root.length)
    : id.replace(/^\0/, '').replace(/^@oxc-project\+runtime@[^/]+\//, 'node_modules/@oxc-project/runtime/');

export function metafileOf(chunks, root, outdir) {
  const rel = relativeTo(root);
  const out = (fileName) => `${outdir}/${fileName}`;
  const outputs = {};
  for (const chunk of chunks) {
    const bytes = Buffer.byteLength(chunk.code);
    const modules = Object.entries(chunk.modules);
    // Rendered lengths are measured before minification: scaled to the minified file.
    const rendered = modules.reduce((sum, [, module]) => sum + module.renderedLength, 0) || 1;
    outputs[out(chunk.fileName)] = {
      bytes,
      imports: [
        ...chunk.imports.map((path) => ({ path: out(path), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((path) => ({ path: out(path), kind: 'dynamic-import' })),
      ],
      exports: chunk.exports,
      ...(chunk.facadeModuleId ? { entryPoint: rel(chunk.facadeModuleId) } : {}),
      inputs: Object.fromEntries(
        modules.map(([id, module]) => [
          rel(id),
          { bytesInOutput: Math.round((module.renderedLength * bytes) / rendered) },
        ]),
      ),
    };
  }
  return { outputs };
}
