// @nordpark/ui/scroll-lock: the page root's scroll lock while a modal (a dialog, the full-screen
// map) is open, counted so that one modal over another keeps the page locked.
export { lockScroll, SCROLL_LOCK_CLASS } from './scrollLock';
