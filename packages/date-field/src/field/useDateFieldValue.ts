import {
  type DateFieldContext,
  type DateFieldState,
  type DateFieldValue,
  enterText,
  initialDateFieldState,
  revalidateDateFieldState,
} from '@nordpark/core';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { pushDateSelection } from '../analytics';

/** Dispatched on the island element (bubbling) with the new DateFieldValue as `detail`. */
export const DATE_FIELD_CHANGE_EVENT = 'nordpark:date-field-change';

export interface ValueListeners {
  /** Called with the new value whenever it changes (DATE-11 `setValue`). */
  setValue: ((value: DateFieldValue) => void) | undefined;
  /** The island element: the change event is dispatched on it. */
  element: HTMLElement | undefined;
  /** The field's label, for the analytics data layer (DATE-41). */
  label: string;
  ctx: DateFieldContext;
}

export interface DateFieldValueState {
  state: DateFieldState;
  /** What the input shows: the committed text, or what the visitor is typing. */
  text: string;
  /** The newest state and text, for handlers that run before React re-renders. */
  current: RefObject<{ state: DateFieldState; text: string }>;
  /** The input's text changed (typing): nothing is judged until it is committed. */
  type(text: string): void;
  /** Makes `next` the field's state, telling the listeners when its value changed. */
  commit(next: DateFieldState, byVisitor: boolean): void;
  /** Judges the typed text (blur, Enter, a blocked form post); `force` even if unchanged. */
  commitText(force?: boolean): void;
}

function sameValue(a: DateFieldValue, b: DateFieldValue): boolean {
  return a.date === b.date && a.dayOfWeek === b.dayOfWeek && a.error === b.error && a.required === b.required;
}

/**
 * The field's value (spec §3 "Date field value") and its text. Typed text is judged when it
 * is committed; a picked day at once. Every change of value reaches `setValue`, the island's
 * change event and, when the visitor chose a new day, the analytics data layer.
 */
export function useDateFieldValue(
  initialValue: string | undefined,
  listeners: ValueListeners,
): DateFieldValueState {
  const [state, setState] = useState<DateFieldState>(() =>
    initialDateFieldState(initialValue, listeners.ctx),
  );
  const [text, setText] = useState(state.text);
  const current = useRef({ state, text });
  // Read by commit, which runs from event handlers as well as effects (so not an effect event).
  const notify = useRef(listeners);
  useLayoutEffect(() => {
    notify.current = listeners;
  });

  const commit = useCallback((next: DateFieldState, byVisitor: boolean) => {
    const previous = current.current.state;
    current.current = { state: next, text: next.text };
    setState(next);
    setText(next.text);
    if (sameValue(previous.value, next.value)) return;
    const { setValue, element, label } = notify.current;
    setValue?.(next.value);
    element?.dispatchEvent(new CustomEvent(DATE_FIELD_CHANGE_EVENT, { bubbles: true, detail: next.value }));
    // DATE-41: a visitor's new date goes to the analytics data layer.
    if (byVisitor && next.value.date !== null && next.value.date !== previous.value.date) {
      pushDateSelection(label, next.value.date);
    }
  }, []);

  // New settings (say a later start-selling date) judge the current entry again.
  const { ctx } = listeners;
  useEffect(() => {
    const next = revalidateDateFieldState(current.current.state, ctx);
    if (next !== current.current.state) commit(next, false);
  }, [ctx, commit]);

  // The owner's value after mount replaces what the field shows: the search's date read from
  // the URL once the field had already mounted empty, or restored by back and forward. Only a
  // change of the prop counts, so the field's own changes coming back through the owner (equal
  // to what it shows) and an owner that ignores an entry leave the field alone.
  const owned = useRef(initialValue);
  useEffect(() => {
    if (owned.current === initialValue) return;
    owned.current = initialValue;
    if ((current.current.state.value.date ?? '') === (initialValue ?? '')) return;
    commit(initialDateFieldState(initialValue, notify.current.ctx), false);
  }, [initialValue, commit]);

  const commitText = useCallback(
    (force = false) => {
      const { state: committed, text: typed } = current.current;
      if (!force && typed === committed.text) return;
      commit(enterText(typed, committed.text, notify.current.ctx), true);
    },
    [commit],
  );

  const type = useCallback((value: string) => {
    current.current = { ...current.current, text: value };
    setText(value);
  }, []);

  return { state, text, current, type, commit, commitText };
}
