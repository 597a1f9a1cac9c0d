// @nordpark/ui/island: the contract between an island package and the islands runtime.
// Its own entry, so that an island's start-up chunk carries none of the dialog or combobox.
export type { IslandDataEntry, IslandDataRequest } from './dataEntry';
export { defineIsland, type IslandDefinition, type IslandProps } from './defineIsland';
export {
  type IslandFirstView,
  IslandFirstViewContext,
  IslandPending,
  type IslandPendingProps,
} from './firstView';
export { type Preloadable, preloadable } from './preloadable';
