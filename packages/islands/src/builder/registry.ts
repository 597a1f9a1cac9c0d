import { bookingFlowEditor } from '@nordpark/booking-flow/editor';
import { type IslandEditorSpec, type IslandName, pageConfigEditor } from '@nordpark/core';
import { dateFieldEditor } from '@nordpark/date-field/editor';
import { facilitySearchEditor } from '@nordpark/facility-search/editor';
import { confirmDialogEditor } from '@nordpark/my-parking/editor';

/** Every island an editor can place, in the order the builder offers them. */
export const ISLAND_EDITORS: readonly IslandEditorSpec[] = [
  facilitySearchEditor,
  bookingFlowEditor,
  dateFieldEditor,
  confirmDialogEditor,
] as unknown as readonly IslandEditorSpec[];

export function editorOf(island: IslandName): IslandEditorSpec {
  const spec = ISLAND_EDITORS.find((editor) => editor.island === island);
  if (!spec) throw new TypeError(`no editor spec for the island "${island}"`);
  return spec;
}

/**
 * The page-config keys a snippet's template part needs an editor to see: the market, the
 * language, the paths to the operator's pages and API, and the editor's own debug switch.
 * The rest (map tiles, places, texts, mock) are a developer's, in docs/configuration.md.
 * When an island loads is chosen with the island (its element's `data-nordpark-load`).
 */
export const BUILDER_CONFIG_KEYS = [
  'country',
  'language',
  'apiBase',
  'bookingController',
  'bookingflowPage',
  'myParkingProduct',
  'paymentOrigins',
  'debug',
] as const;

export const PAGE_CONFIG_EDITOR = pageConfigEditor as unknown as IslandEditorSpec;

/** The config keys of BUILDER_CONFIG_KEYS that this bundle's page config knows. */
export function builderConfigKeys(): string[] {
  return BUILDER_CONFIG_KEYS.filter((key) => key in PAGE_CONFIG_EDITOR.fields);
}
