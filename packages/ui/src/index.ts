// @nordpark/ui: every primitive from one import, for npm users who want that. The islands
// import each primitive from its own entry (`@nordpark/ui/spinner`, …): a bundler splits by
// module reachability, so an island's start-up chunk then carries only what it renders.
export { ArrivalKit, type ArrivalKitProps, type ArrivalKitTexts } from './arrival';
export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox';
export { AlertDialog, type AlertDialogProps, Dialog, type DialogProps } from './dialog';
export {
  defineIsland,
  type IslandDataEntry,
  type IslandDataRequest,
  type IslandDefinition,
  IslandPending,
  type IslandPendingProps,
  type IslandProps,
} from './island';
export { useOnline } from './network';
export {
  afterNextPaint,
  nextTask,
  scrollIntoViewAfterPaint,
  whenIdle,
} from './schedule';
export { lockScroll, SCROLL_LOCK_CLASS } from './scroll-lock';
export { Spinner, type SpinnerProps } from './spinner';
export { DESKTOP_QUERY, isCoarsePointer, useDesktopWidth } from './viewport';
