import { readFile, writeFile } from 'node:fs/promises';
import type { Options } from 'tsup';

type TsupPlugin = NonNullable<Options['plugins']>[number];

const DIRECTIVE = '"use client";\n';

/**
 * Writes `"use client"` at the top of the given built entries, so a React Server Components
 * framework (Next.js App Router) renders the components from a server component without a
 * wrapper of the host's. It is written after the build: esbuild and the tree shaking pass
 * (Rollup) both drop module directives, a banner included. The entry's source map gains one
 * empty line at its top, so its mappings still point at the right code.
 */
export function clientDirective(outDir: string, entries: readonly string[]): TsupPlugin {
  return {
    name: 'use-client',
    async buildEnd() {
      await Promise.all(
        entries.map(async (name) => {
          const file = `${outDir}/${name}.js`;
          const code = await readFile(file, 'utf8');
          if (code.startsWith(DIRECTIVE)) return;
          await writeFile(file, DIRECTIVE + code);
          const mapFile = `${file}.map`;
          const map = JSON.parse(await readFile(mapFile, 'utf8').catch(() => 'null')) as {
            mappings: string;
          } | null;
          if (map) await writeFile(mapFile, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
        }),
      );
    },
  };
}
