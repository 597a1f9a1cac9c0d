// The booking flow as the build, the builder and the docs know it (IslandManifest, and
// docs/architecture.md, "Adding an island").
import type { IslandManifest } from '@nordpark/core';
import { bookingFlowPropsSchema } from './props';

/** Its name and props schema, which its `island.tsx` takes from here too (each on its own, so
 * that the island's chunk holds only them). */
export const island = 'booking-flow';
export const schema = bookingFlowPropsSchema;

export const manifest = {
  island,
  package: '@nordpark/booking-flow',
  component: 'BookingFlow',
  entry: 'src/island.tsx',
  texts: ['src/messages/{language}.ts'],
  data: 'src/prefetch.ts',
  css: 'src/styles.css',
  // The dates step holds the date field.
  holds: ['date-field'],
  budget: { js: 125, css: 10, packed: 62 },
  schema,
  editor: async () => (await import('./editor')).bookingFlowEditor,
} as const satisfies IslandManifest;
