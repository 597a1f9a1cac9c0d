// The confirm dialog as the build, the builder and the docs know it (IslandManifest, and
// docs/architecture.md, "Adding an island").
import type { IslandManifest } from '@nordpark/core';
import { confirmDialogPropsSchema } from './props';

/** Its name and props schema, which its `island.tsx` takes from here too (each on its own, so
 * that the island's chunk holds only them). */
export const island = 'confirm-dialog';
export const schema = confirmDialogPropsSchema;

export const manifest = {
  island,
  package: '@nordpark/my-parking',
  component: 'ConfirmDialog',
  // The trigger's texts are in its entry in every language (architecture.md).
  entry: 'src/island.tsx',
  css: 'src/styles.css',
  // The trigger is small (2.6 KiB): beside React, a page of every island needs one file less.
  startGroup: 'runtime',
  budget: { js: 85, css: 6, packed: 24 },
  schema,
  editor: async () => (await import('./editor')).confirmDialogEditor,
} as const satisfies IslandManifest;
