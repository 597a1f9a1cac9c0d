import { type ChangeEvent, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import type { ComboboxOption } from './Combobox';

export interface ComboboxNavigationOptions {
  options: readonly ComboboxOption[];
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (option: ComboboxOption) => void;
  /** Whether an empty list shows a message (then the popup is open with no options). */
  hasEmptyMessage: boolean;
  disabled: boolean | undefined;
}

/**
 * The WAI-ARIA APG combobox's state and keys: whether the popup is open, which option is
 * active (aria-activedescendant; focus stays in the box), and what each key does.
 */
export function useComboboxNavigation({
  options,
  value,
  onValueChange,
  onSelect,
  hasEmptyMessage,
  disabled,
}: ComboboxNavigationOptions) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // New suggestions are a new list: nothing in it is active until the visitor moves there.
  const previousOptions = useRef(options);
  useLayoutEffect(() => {
    if (previousOptions.current !== options) {
      previousOptions.current = options;
      setActive(-1);
    }
  }, [options]);

  const showList = open && options.length > 0 && !disabled;
  const showEmpty = open && options.length === 0 && hasEmptyMessage && !disabled;
  const activeIndex = showList && active < options.length ? active : -1;

  const choose = (option: ComboboxOption) => {
    setOpen(false);
    setActive(-1);
    onSelect(option);
  };

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (options.length === 0) return;
    const from = open ? activeIndex : -1;
    // From nothing active, down goes to the first option and up to the last.
    const next =
      from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length;
    setActive(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) {
          setOpen(false);
          setActive(-1);
        } else move(-1);
        break;
      case 'Enter': {
        const option = activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option) {
          // Chosen here, so the form around it must not also submit.
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        // Prevented either way, so an enclosing dialog does not close on the same key.
        if (open && (showList || showEmpty)) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        // Back to the text: no option is active, the list stays open, and the key is left to
        // the browser, which moves the caret as it always does.
        setActive(-1);
        break;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        break;
    }
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOpen(true);
    setActive(-1);
    onValueChange(event.currentTarget.value);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  return { activeIndex, showList, showEmpty, choose, close, onKeyDown, onChange };
}
