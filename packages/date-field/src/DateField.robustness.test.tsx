import { storyConfig } from '@nordpark/ui/testing';
import { act, fireEvent, render } from '@testing-library/react';
import fc from 'fast-check';
import { StrictMode } from 'react';
import { afterEach, describe, expect, test } from 'vitest';
import { fromLocalDate, toLocalDate } from './calendar/localDates';
import { DateField } from './DateField';
import { enter, focus, pointAt, preloadCalendar, renderField, TODAY } from './testing/field';

preloadCalendar();

const ZONES = ['Europe/Stockholm', 'Europe/Helsinki', 'America/Los_Angeles', 'Pacific/Kiritimati'];
// Many mounts in one test: a generous limit for a loaded machine. Nothing here is timed.
const HEAVY_TEST_MS = 60_000;
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('time zones', () => {
  test(
    'DATE-13 DATE-28 the same picked or typed date gives the same value in every process time zone',
    async () => {
      const results = [];
      for (const zone of ZONES) {
        process.env.TZ = zone;
        const values = [];
        for (const country of ['se', 'no', 'fi'] as const) {
          const field = renderField({ name: 'start' }, { config: { country } });
          await focus(field.input);
          act(() => {
            fireEvent.mouseDown(field.day('2026-04-26') as HTMLElement);
            fireEvent.click(field.day('2026-04-26') as HTMLElement);
          });
          values.push(field.setValue.mock.lastCall?.[0], field.hidden()?.value);
          enter(field, country === 'se' ? '2026-10-25' : '25.10.2026');
          values.push(field.setValue.mock.lastCall?.[0], field.hidden()?.value);
          // The last Sunday of March: Europe's clocks go forward that night.
          enter(field, country === 'se' ? '2027-03-28' : '28.03.2027');
          values.push(field.setValue.mock.lastCall?.[0]);
          field.unmount();
        }
        results.push(values);
      }
      for (const values of results) expect(values).toEqual(results[0]);
      expect(results[0]?.[0]).toEqual({ date: '2026-04-26', dayOfWeek: 6, error: null, required: false });
      expect(results[0]?.[3]).toBe('2026-10-25');
    },
    HEAVY_TEST_MS,
  );

  test('DATE-26 DATE-16 the calendar grid is the same in every process time zone', () => {
    const grids = ZONES.map((zone) => {
      process.env.TZ = zone;
      const field = renderField({}, { config: { country: 'no' } });
      const grid = [...field.dialog.querySelectorAll('.flatpickr-day')].map(
        (cell) => `${cell.getAttribute('aria-label')}|${cell.getAttribute('aria-disabled') ?? ''}`,
      );
      field.unmount();
      return grid;
    });
    for (const grid of grids) expect(grid).toEqual(grids[0]);
    expect(grids[0]?.[0]).toBe('mandag 30. mars 2026|true');
  });

  test('DATE-12 DATE-28 a calendar day survives the trip through flatpickr’s local dates, in every zone', () => {
    const day = fc
      .date({
        min: new Date('1995-01-01T00:00:00Z'),
        max: new Date('2199-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
    for (const zone of ZONES) {
      process.env.TZ = zone;
      fc.assert(
        fc.property(day, (d) => {
          expect(fromLocalDate(toLocalDate(d))).toBe(d);
        }),
        { numRuns: 300 },
      );
    }
  });
});

describe('mounting and unmounting', () => {
  test(
    'DATE-02 50 StrictMode mount/unmount cycles leave no calendars and no listeners behind',
    () => {
      // Counts listeners on the page-wide targets flatpickr binds to (document, window, body):
      // added minus removed, per distinct (type, listener, capture), as the DOM counts them.
      const targets = { document, window, body: document.body } as const;
      const live: Record<keyof typeof targets, Set<string>> = {
        document: new Set(),
        window: new Set(),
        body: new Set(),
      };
      const ids = new WeakMap<object, number>();
      let count = 0;
      const idOf = (listener: unknown) => {
        if (typeof listener !== 'function' && (typeof listener !== 'object' || listener === null)) return -1;
        if (!ids.has(listener)) ids.set(listener, count++);
        return ids.get(listener);
      };
      const keyOf = (type: string, listener: unknown, options: unknown) =>
        `${type}|${typeof options === 'boolean' ? options : Boolean((options as AddEventListenerOptions | undefined)?.capture)}|${idOf(listener)}`;
      const restore: (() => void)[] = [];
      for (const [name, target] of Object.entries(targets) as [keyof typeof targets, EventTarget][]) {
        const add = target.addEventListener;
        const remove = target.removeEventListener;
        target.addEventListener = (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | AddEventListenerOptions,
        ) => {
          live[name].add(keyOf(type, listener, options));
          add.call(target, type, listener, options);
        };
        target.removeEventListener = (
          type: string,
          listener: EventListenerOrEventListenerObject | null,
          options?: boolean | EventListenerOptions,
        ) => {
          live[name].delete(keyOf(type, listener, options));
          remove.call(target, type, listener, options);
        };
        restore.push(() => {
          target.addEventListener = add;
          target.removeEventListener = remove;
        });
      }
      try {
        const config = storyConfig();
        for (let i = 0; i < 50; i++) {
          const view = render(
            <StrictMode>
              <DateField
                config={config}
                props={{ name: 'start', label: 'Startdatum', value: '2026-05-04' }}
                today={TODAY}
              />
            </StrictMode>,
          );
          // The visitor points at the field: the calendar is created (its code is loaded).
          pointAt(view.getByRole('combobox'));
          expect(document.querySelectorAll('.flatpickr-calendar')).toHaveLength(1);
          // The one living calendar listens on the document (outside clicks and focus).
          expect(live.document.size).toBeGreaterThan(0);
          view.unmount();
          expect(document.querySelectorAll('.flatpickr-calendar')).toHaveLength(0);
          expect(live.document.size + live.window.size + live.body.size).toBe(0);
        }
        // Only Testing Library's empty containers remain.
        expect(document.body.innerHTML).toBe('<div></div>'.repeat(50));
      } finally {
        for (const undo of restore) undo();
      }
    },
    HEAVY_TEST_MS,
  );
});
