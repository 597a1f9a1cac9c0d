// Every island of the drop-in bundle, by its package's manifest: the one list the loader's
// registration, the build scripts, the size report, the builder, the snippet and the docs
// read (docs/architecture.md, "Adding an island"). The order is the bundle's and the docs'.
import { manifest as bookingFlow } from '@nordpark/booking-flow/manifest';
import type { IslandManifest } from '@nordpark/core';
import { manifest as dateField } from '@nordpark/date-field/manifest';
import { manifest as facilitySearch } from '@nordpark/facility-search/manifest';
import { manifest as confirmDialog } from '@nordpark/my-parking/manifest';

export const ISLAND_MANIFESTS: readonly IslandManifest[] = [
  dateField,
  facilitySearch,
  bookingFlow,
  confirmDialog,
];
