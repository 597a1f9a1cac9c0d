// The date field as the build, the builder and the docs know it (IslandManifest, and
// docs/architecture.md, "Adding an island").
import type { IslandManifest } from '@nordpark/core';
import { dateFieldPropsSchema } from './props';

/** Its name and props schema, which its `island.tsx` takes from here too (each on its own, so
 * that the island's chunk holds only them). */
export const island = 'date-field';
export const schema = dateFieldPropsSchema;

export const manifest = {
  island,
  package: '@nordpark/date-field',
  component: 'DateField',
  entry: 'src/island.tsx',
  texts: ['src/messages/{language}.ts'],
  css: 'src/styles.css',
  // The search bar and the booking flow hold it: its code waits for them in the shared chunk.
  startGroup: 'shared',
  budget: { js: 100, css: 8, packed: 26 },
  schema,
  editor: async () => (await import('./editor')).dateFieldEditor,
} as const satisfies IslandManifest;
