export { Combobox, type ComboboxOption, type ComboboxProps } from './combobox/Combobox';
// Dialog and AlertDialog: from '@nordpark/ui/dialog'; defineIsland: from '@nordpark/ui/island'.
export { lockScroll, SCROLL_LOCK_CLASS } from './dialog/scrollLock';
export { IslandPlaceholder, type IslandPlaceholderProps } from './placeholder/IslandPlaceholder';
export { Spinner, type SpinnerProps } from './spinner/Spinner';
export { storyConfig } from './storyConfig';
