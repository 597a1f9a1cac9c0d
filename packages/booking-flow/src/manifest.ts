// The booking flow as the build, the builder and the docs know it (IslandManifest, and
// docs/architecture.md, "Adding an island").
import type { IslandManifest } from '@nordpark/core';
import { bookingFlowPropsSchema } from './props';

export const manifest = {
  island: 'booking-flow',
  package: '@nordpark/booking-flow',
  component: 'BookingFlow',
  entry: 'src/island.tsx',
  texts: ['src/messages/{language}.ts'],
  data: 'src/prefetch.ts',
  css: 'src/styles.css',
  // The dates step holds the date field.
  holds: ['date-field'],
  budget: { js: 125, css: 10, packed: 62 },
  schema: bookingFlowPropsSchema,
  editor: async () => (await import('./editor')).bookingFlowEditor,
} as const satisfies IslandManifest;
