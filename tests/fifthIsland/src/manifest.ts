// The fifth island as the build, the builder and the docs know it, like the four real ones'.
import type { IslandManifest, IslandName } from '@nordpark/core';
import { permitStatusPropsSchema } from './props';

/** Not in the contract's names: it is a test's. */
export const island = 'permit-status' as IslandName;
export const schema = permitStatusPropsSchema;

/** Its files, from where its package would stand (packages/permit-status). */
const here = (path: string) => `../../tests/fifthIsland/${path}`;

export const manifest = {
  island,
  package: '@nordpark/permit-status',
  component: 'PermitStatus',
  entry: here('src/island.tsx'),
  texts: [here('src/messages/{language}.ts')],
  data: here('src/prefetch.ts'),
  css: here('src/styles.css'),
  holds: ['date-field'],
  budget: { js: 90, css: 5, packed: 20 },
  schema,
  editor: async () => (await import('./editor')).permitStatusEditor,
} as const satisfies IslandManifest;
