import type { FiltersMessageId } from '../filters/messages';
import type { LayoutMessageId } from '../layout/messages';
import type { ListMessageId } from '../list/messages';
import type { MapMessageId } from '../map/messages';
import type { SearchMessageId } from '../search/messages';

/** Every text id of the facility-search island; each area declares its own. */
export type FacilitySearchMessageId =
  | SearchMessageId
  | ListMessageId
  | FiltersMessageId
  | MapMessageId
  | LayoutMessageId;

/** One language's texts: the type makes every language have every id. */
export type FacilitySearchCatalogue = Readonly<Record<FacilitySearchMessageId, string>>;
