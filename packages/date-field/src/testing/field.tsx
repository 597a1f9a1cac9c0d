// Shared by the date field's tests: render a field, find its parts, act on it.
import type { CalendarDate, DateFieldValue, PageConfig } from '@nordpark/core';
import { storyConfig } from '@nordpark/ui/testing';
import { act, fireEvent, render } from '@testing-library/react';
import type { DayElement } from 'flatpickr/dist/types/instance';
import { type ReactNode, StrictMode } from 'react';
import { beforeAll, vi } from 'vitest';
import { loadCalendar } from '../calendar/load';
import { DateField } from '../DateField';
import { loadDateFieldCatalogue } from '../messages/load';
import type { DateFieldProps } from '../props';

// Every test file that renders fields: the texts of all four languages are there before the
// first render, as they are on a page once its language's chunk has arrived, so a field
// renders at once instead of suspending.
beforeAll(async () => {
  await Promise.all((['sv', 'nb', 'fi', 'en'] as const).map(loadDateFieldCatalogue));
});

/**
 * Loads the calendar's code before the tests, as a page has it once a field was first used:
 * fields then create their calendar as soon as it is wanted, within the same `act`. Files
 * that test the loading itself leave it out.
 */
export function preloadCalendar() {
  beforeAll(async () => {
    await loadCalendar();
  });
}

/** A Tuesday; with the default 7 flex days for se, 2026-04-21 is the first day allowed. */
export const TODAY = '2026-04-14';

export interface FieldOptions {
  config?: Partial<Record<keyof PageConfig, unknown>>;
  today?: CalendarDate | null;
  children?: ReactNode;
  element?: HTMLElement;
  /**
   * Points at the input after rendering, as a visitor about to use the field does: that
   * starts the calendar (created at once when its code is loaded). Default true.
   */
  pointedAt?: boolean;
}

export function renderField(props: DateFieldProps = {}, options: FieldOptions = {}) {
  const setValue = vi.fn<(value: DateFieldValue) => void>();
  const onBlur = vi.fn<(value: DateFieldValue) => void>();
  const config = storyConfig(options.config);
  const today = options.today === null ? undefined : (options.today ?? TODAY);
  const view = (next: DateFieldProps) => (
    <StrictMode>
      <DateField
        config={config}
        props={next}
        today={today}
        setValue={setValue}
        onBlur={onBlur}
        element={options.element}
      >
        {options.children}
      </DateField>
    </StrictMode>
  );
  const result = render(view(props));
  const root = result.container.querySelector<HTMLElement>('.np-date-field');
  const input = result.container.querySelector<HTMLInputElement>('input[role="combobox"]');
  const dialog = result.container.querySelector<HTMLElement>('[role="dialog"]');
  if (!root || !input || !dialog) throw new Error('the date field did not render');
  if (options.pointedAt !== false) pointAt(input);
  return {
    ...result,
    root,
    input,
    dialog,
    setValue,
    onBlur,
    rerender: (next: DateFieldProps) => result.rerender(view(next)),
    hidden: () => result.container.querySelector<HTMLInputElement>('input[type="hidden"]'),
    isOpen: () => !dialog.hidden && input.getAttribute('aria-expanded') === 'true',
    errorLine: () => result.container.querySelector<HTMLElement>('.np-date-field__error'),
    /** The cell of a day of the shown month, or undefined when the calendar shows another month. */
    day: (date: CalendarDate) =>
      [...dialog.querySelectorAll<DayElement>('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)')].find(
        (cell) => localDay(cell.dateObj) === date,
      ),
    shownMonth: () => dialog.querySelector('.cur-month')?.textContent?.trim(),
    shownYear: () => dialog.querySelector<HTMLInputElement>('.cur-year')?.value,
  };
}

export type Field = ReturnType<typeof renderField>;

/** A flatpickr cell's day, read here independently of the code under test. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The pointer moves onto an element (pointerenter, with the over events React listens to). */
export function pointAt(element: Element) {
  act(() => {
    fireEvent.pointerEnter(element);
  });
}

/** Focus moves as a browser moves it; the field judges a blur once the focus has settled. */
export async function focus(element: HTMLElement) {
  await act(async () => {
    element.focus();
  });
}

export async function blur(element: HTMLElement) {
  await act(async () => {
    element.blur();
  });
}

export function type(input: HTMLInputElement, text: string) {
  act(() => {
    fireEvent.keyDown(input, { key: text.slice(-1) || 'Backspace' });
    fireEvent.change(input, { target: { value: text } });
  });
}

export function press(target: Element, key: string, init: KeyboardEventInit = {}) {
  act(() => {
    fireEvent.keyDown(target, { key, ...init });
  });
}

/** Types text and commits it the way a visitor does: with Enter. */
export function enter(field: Field, text: string) {
  type(field.input, text);
  press(field.input, 'Enter');
}
