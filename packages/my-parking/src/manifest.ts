// The confirm dialog as the build, the builder and the docs know it (IslandManifest, and
// docs/architecture.md, "Adding an island").
import type { IslandManifest } from '@nordpark/core';
import { confirmDialogPropsSchema } from './props';

export const manifest = {
  island: 'confirm-dialog',
  package: '@nordpark/my-parking',
  component: 'ConfirmDialog',
  // The trigger's texts are in its entry in every language (architecture.md).
  entry: 'src/island.tsx',
  css: 'src/styles.css',
  // The trigger is small (2.6 KiB): beside React, a page of every island needs one file less.
  startGroup: 'runtime',
  budget: { js: 85, css: 6, packed: 24 },
  schema: confirmDialogPropsSchema,
  editor: async () => (await import('./editor')).confirmDialogEditor,
} as const satisfies IslandManifest;
