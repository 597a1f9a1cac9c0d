// The calendar's code loads on demand: these tests hold it back and let it arrive when they say.

import { track } from '@nordpark/core';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CalendarModule } from './calendar/load';
import { type Field, focus, pointAt, press, renderField, type } from './testing/field';

/** The calendar's chunk as the test controls it: requested, then released (arrives) or not. */
const chunk = vi.hoisted(() => ({
  requests: 0,
  release: (): void => undefined,
  pending: null as Promise<unknown> | null,
  /** Every calendar created, counted on the real module's createCalendar. */
  created: 0,
  /** flatpickr's module was evaluated (the real chunk's code ran). */
  flatpickrEvaluated: false,
}));

vi.mock('flatpickr', async (importOriginal) => {
  chunk.flatpickrEvaluated = true;
  return importOriginal();
});

vi.mock('./calendar/load', async () => {
  const { track: tracked } = await import('@nordpark/core');
  return {
    loadCalendar: () => {
      chunk.requests += 1;
      if (!chunk.pending) {
        const arrived = new Promise<void>((resolve) => {
          chunk.release = resolve;
        });
        chunk.pending = tracked(
          arrived.then(async () => {
            const real = await vi.importActual<CalendarModule>('./calendar/flatpickrCalendar');
            return {
              createCalendar: (...args: Parameters<CalendarModule['createCalendar']>) => {
                chunk.created += 1;
                return real.createCalendar(...args);
              },
            };
          }),
        );
      }
      return chunk.pending;
    },
  };
});

/** Lets the held chunk arrive and waits until it has (and React has handled it). */
async function arrive() {
  await act(async () => {
    chunk.release();
    await chunk.pending;
  });
}

/** Starts each test with the chunk not loaded: a page that has not used a calendar yet. */
beforeEach(() => {
  chunk.requests = 0;
  chunk.pending = null;
  chunk.created = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  // Let a held chunk settle, so nothing of one test runs in the next.
  await arrive();
});

const calendars = (field: Field) => field.dialog.querySelectorAll('.flatpickr-calendar');

describe('the calendar loads when it is first wanted', () => {
  test('DATE-02 rendering fields loads no calendar code; the pointer on the input starts it', async () => {
    // The fields' timers (and idle callbacks) run when the test says, so a load started on
    // one is not a matter of how long the test waits.
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'requestIdleCallback',
        'cancelIdleCallback',
      ],
    });
    const field = renderField({}, { pointedAt: false });
    renderField({ name: 'other' }, { pointedAt: false });
    // First React is idle: act has run every effect of the fields and the promises they
    // queued, so a load they start would have asked for the chunk by then. Then every timer
    // they set has run, and what it queued.
    await act(async () => undefined);
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
    vi.useRealTimers();
    expect(chunk.requests).toBe(0);
    expect(chunk.flatpickrEvaluated).toBe(false);
    expect(calendars(field)).toHaveLength(0);

    pointAt(field.input);
    expect(chunk.requests).toBeGreaterThan(0);
    expect(field.isOpen()).toBe(false);
    await arrive();
    expect(chunk.flatpickrEvaluated).toBe(true);
    // Created once, though StrictMode mounted the field twice.
    expect(chunk.created).toBe(1);
    expect(calendars(field)).toHaveLength(1);
  });

  test.each([
    ['focus', (field: Field) => focus(field.input)],
    [
      'a click',
      (field: Field) =>
        act(() => {
          fireEvent.click(field.input);
        }),
    ],
    ['a key', (field: Field) => press(field.input, '2')],
  ])(
    'DATE-33 DATE-34 DATE-35 %s starts loading the calendar and opens it, busy until it arrives',
    async (_, intent) => {
      const field = renderField({}, { pointedAt: false });
      expect(chunk.requests).toBe(0);
      await intent(field);
      expect(chunk.requests).toBeGreaterThan(0);
      expect(field.isOpen()).toBe(true);
      expect(field.dialog.getAttribute('aria-busy')).toBe('true');
      expect(field.dialog.querySelector('.np-spinner')).not.toBeNull();
      expect(calendars(field)).toHaveLength(0);
      await arrive();
      expect(field.dialog.hasAttribute('aria-busy')).toBe(false);
      expect(field.dialog.querySelector('.np-spinner')).toBeNull();
      expect(calendars(field)).toHaveLength(1);
      expect(field.day('2026-04-21')?.getAttribute('aria-label')).toBe('tisdag 21 april 2026');
    },
  );

  test('a disabled field does not load the calendar', async () => {
    const field = renderField({ disabled: true });
    await focus(field.input);
    act(() => {
      fireEvent.click(field.input);
    });
    expect(chunk.requests).toBe(0);
  });
});

describe('what the visitor did while the calendar was loading', () => {
  test('DATE-35 Down arrow before the calendar arrives moves focus into the grid when it does', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'ArrowDown');
    expect(field.isOpen()).toBe(true);
    expect(document.activeElement).toBe(field.input);
    await arrive();
    await waitFor(() => expect(document.activeElement).toBe(field.day('2026-04-21')));
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
    // From here on, the keys work as ever.
    press(document.activeElement as Element, 'ArrowRight');
    expect(document.activeElement).toBe(field.day('2026-04-22'));
    press(document.activeElement as Element, 'Escape');
    expect(field.isOpen()).toBe(false);
    expect(document.activeElement).toBe(field.input);
  });

  test('DATE-35 Down arrow on a typed day before the calendar arrives lands on that day', async () => {
    const field = renderField();
    await focus(field.input);
    type(field.input, '2026-09-15');
    press(field.input, 'ArrowDown');
    await arrive();
    await waitFor(() => expect(document.activeElement).toBe(field.day('2026-09-15')));
    expect(field.shownMonth()).toBe('september');
  });

  test('DATE-35 a typed day’s month shows when the calendar arrives', async () => {
    const field = renderField();
    await focus(field.input);
    type(field.input, '2026-09-15');
    await arrive();
    expect(field.shownMonth()).toBe('september');
    expect(document.activeElement).toBe(field.input);
  });

  test('Down arrow then Escape before the calendar arrives: focus stays in the input', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'ArrowDown');
    press(field.input, 'Escape');
    await arrive();
    expect(field.isOpen()).toBe(false);
    expect(document.activeElement).toBe(field.input);
    // A later opening does not jump into the grid by itself.
    act(() => {
      fireEvent.click(field.input);
    });
    expect(field.isOpen()).toBe(true);
    expect(document.activeElement).toBe(field.input);
  });

  test('DATE-24 DATE-28 DATE-40 typing and committing a date works without the calendar', async () => {
    const field = renderField({ name: 'start' });
    await focus(field.input);
    type(field.input, '2026-05-04');
    press(field.input, 'Enter');
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: '2026-05-04',
      dayOfWeek: 0,
      error: null,
      required: false,
    });
    expect(field.hidden()?.value).toBe('2026-05-04');
    expect(chunk.created).toBe(0);
    await arrive();
    // The calendar, arriving late, shows the committed day as chosen.
    expect(field.day('2026-05-04')?.getAttribute('aria-pressed')).toBe('true');
  });

  test('DATE-02 a field unmounted while the calendar loads creates no calendar', async () => {
    const field = renderField();
    await focus(field.input);
    expect(chunk.requests).toBeGreaterThan(0);
    field.unmount();
    await arrive();
    expect(chunk.created).toBe(0);
    expect(document.querySelectorAll('.flatpickr-calendar')).toHaveLength(0);
  });

  test('DATE-02 fields that want the calendar while it loads each get exactly one', async () => {
    const first = renderField();
    const second = renderField({ name: 'second' });
    expect(chunk.requests).toBeGreaterThan(0);
    await arrive();
    expect(chunk.created).toBe(2);
    expect(calendars(first)).toHaveLength(1);
    expect(calendars(second)).toHaveLength(1);
    // Once loaded, a new field creates its calendar at once when wanted.
    const third = renderField({ name: 'third' });
    expect(calendars(third)).toHaveLength(1);
    expect(chunk.created).toBe(3);
  });
});

test('the calendar chunk’s promise says when it is loaded, so a field can create at once', async () => {
  const pending = track(Promise.resolve(1));
  expect(pending.status).toBe('pending');
  await pending;
  expect(pending).toMatchObject({ status: 'fulfilled', value: 1 });
});
