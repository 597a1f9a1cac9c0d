// @nordpark/ui/viewport: the spec's desktop breakpoint as a hook, one for every island.
export { DESKTOP_QUERY, useDesktopWidth } from './useDesktopWidth';
