import { type ReactNode, type Ref, useId } from 'react';
import { useComboboxNavigation } from './useComboboxNavigation';

export interface ComboboxOption {
  /** Stable for as long as the option is listed; the caller's key for it. */
  id: string;
  /** The text shown and, when chosen, usually put into the box by the caller. */
  label: string;
}

export interface ComboboxProps {
  /** The visible label of the text box. */
  label: ReactNode;
  /** The text in the box (controlled). */
  value: string;
  /** Every edit of the text. The caller decides what to suggest for it. */
  onValueChange: (value: string) => void;
  /** The suggestions for the current text, best first. */
  options: readonly ComboboxOption[];
  /** An option was chosen (Enter on the active one, or a click). */
  onSelect: (option: ComboboxOption) => void;
  /**
   * Shown under the box, in place of the list, while the popup is open and there are no
   * options (e.g. "No places found"). Announce it through `announcement` too.
   */
  emptyMessage?: string | undefined;
  /**
   * Read out politely by screen readers whenever it changes: how many suggestions there are,
   * or that there are none. The combobox's own small live region, so a page's main status
   * line keeps its own job.
   */
  announcement?: string | undefined;
  /** Describes the box (an error or a hint shown near it): ids, space-separated. */
  describedBy?: string | undefined;
  invalid?: boolean;
  placeholder?: string | undefined;
  name?: string | undefined;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string | undefined;
}

/**
 * A text box with a list of suggestions: the WAI-ARIA APG combobox pattern, "list
 * autocomplete with manual selection". The input is the combobox (aria-expanded,
 * aria-controls the listbox, aria-activedescendant the active option), so focus never leaves
 * it. ArrowDown/ArrowUp open the list and move through it (wrapping); ArrowLeft/ArrowRight
 * go back to the text (no active option, the list stays open, the caret moves as usual);
 * Enter chooses the active option; Escape closes an open list, or clears the text when it is
 * closed; a click chooses too. Enter without an active option is left to the surrounding form.
 *
 * Presentational and keyboard only: what to suggest, and what choosing does, is the caller's.
 */
export function Combobox({
  label,
  value,
  onValueChange,
  options,
  onSelect,
  emptyMessage,
  announcement,
  describedBy,
  invalid,
  placeholder,
  name,
  disabled,
  inputRef,
  className,
}: ComboboxProps) {
  const id = useId();
  const inputId = `${id}i`;
  const listId = `${id}l`;
  const emptyId = `${id}e`;
  const labelId = `${id}n`;
  const optionId = (index: number) => `${id}o${index}`;
  const { activeIndex, showList, showEmpty, choose, close, onKeyDown, onChange } = useComboboxNavigation({
    options,
    value,
    onValueChange,
    onSelect,
    hasEmptyMessage: Boolean(emptyMessage),
    disabled,
  });

  const describedByIds = [describedBy, showEmpty ? emptyId : undefined].filter(Boolean).join(' ');

  return (
    <div className={className ? `np-combobox ${className}` : 'np-combobox'}>
      <label id={labelId} className="np-combobox__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="np-combobox__field">
        <input
          ref={inputRef}
          id={inputId}
          className="np-input np-combobox__input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={describedByIds || undefined}
          aria-invalid={invalid || undefined}
          name={name}
          placeholder={placeholder}
          disabled={disabled}
          value={value}
          onChange={onChange}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <div
          id={listId}
          className="np-combobox__listbox"
          role="listbox"
          aria-labelledby={labelId}
          hidden={!showList}
        >
          {showList &&
            options.map((option, index) => (
              // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: APG combobox: options are never focused; the box keeps focus and its keys (aria-activedescendant) choose.
              <div
                key={option.id}
                id={optionId(index)}
                className="np-combobox__option"
                role="option"
                aria-selected={index === activeIndex}
                // Keeps focus in the box: a click chooses without a blur closing the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </div>
            ))}
        </div>
        {showEmpty && (
          <p id={emptyId} className="np-combobox__empty">
            {emptyMessage}
          </p>
        )}
      </div>
      <div className="np-visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </div>
    </div>
  );
}
