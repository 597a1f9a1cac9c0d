// The facility search as the build, the builder and the docs know it (IslandManifest, and
// docs/architecture.md, "Adding an island").
import type { IslandManifest } from '@nordpark/core';
import { facilitySearchPropsSchema } from './props';

/** Its name and props schema, which its `island.tsx` takes from here too (each on its own, so
 * that the island's chunk holds only them). */
export const island = 'facility-search';
export const schema = facilitySearchPropsSchema;

export const manifest = {
  island,
  package: '@nordpark/facility-search',
  component: 'FacilitySearch',
  entry: 'src/island.tsx',
  // The search bar holds the date field, with its own texts.
  texts: ['src/messages/{language}.ts', '../date-field/src/messages/{language}.ts'],
  data: 'src/prefetch.ts',
  // The map: fetched with the first view, at low priority.
  beside: ['src/map/MapPanel.tsx'],
  css: 'src/styles.css',
  holds: ['date-field'],
  budget: { js: 177, css: 14, packed: 76 },
  schema,
  editor: async () => (await import('./editor')).facilitySearchEditor,
} as const satisfies IslandManifest;
