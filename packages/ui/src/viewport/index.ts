// @nordpark/ui/viewport: what the islands ask of the viewport: the spec's desktop breakpoint as
// a hook, and whether the pointer is a finger.
export { isCoarsePointer } from './coarsePointer';
export { DESKTOP_QUERY, useDesktopWidth } from './useDesktopWidth';
