import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Maps every `@nordpark/*` import to its source file, read from tsconfig.base.json's
 * `paths`, so vitest, Storybook and the type checker resolve the packages one way.
 * Longest names first: `@nordpark/date-field/island` must win over `@nordpark/date-field`.
 */
export function workspaceAliases(): { find: RegExp; replacement: string }[] {
  const tsconfig = JSON.parse(readFileSync(`${root}tsconfig.base.json`, 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, [target]]) => ({
      find: new RegExp(`^${name.replace(/[/.-]/g, '\\$&')}$`),
      replacement: `${root}${target}`,
    }));
}
