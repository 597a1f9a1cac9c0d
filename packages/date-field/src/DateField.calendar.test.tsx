import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CLOSE_AFTER_PICK_MS } from './DateField';
import { blur, type Field, focus, preloadCalendar, press, renderField, type } from './testing/field';

preloadCalendar();

beforeEach(() => {
  delete window.dataLayer;
});

const enabledDays = (field: Field) =>
  [...field.dialog.querySelectorAll<HTMLElement>('.flatpickr-day:not(.prevMonthDay):not(.nextMonthDay)')]
    .filter((cell) => cell.getAttribute('aria-disabled') !== 'true')
    .map((cell) => cell.textContent);

function click(element: Element) {
  act(() => {
    fireEvent.mouseDown(element);
    fireEvent.click(element);
  });
}

describe('opening and closing', () => {
  test('DATE-33 the calendar opens on click', () => {
    const field = renderField();
    expect(field.isOpen()).toBe(false);
    click(field.input);
    expect(field.isOpen()).toBe(true);
  });

  test('DATE-34 the calendar opens on focus', async () => {
    const field = renderField();
    await focus(field.input);
    expect(field.isOpen()).toBe(true);
  });

  test('DATE-35 the calendar opens on a key press', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'Escape');
    expect(field.isOpen()).toBe(false);
    press(field.input, '2');
    expect(field.isOpen()).toBe(true);
    press(field.input, 'Escape');
    press(field.input, 'ArrowDown');
    expect(field.isOpen()).toBe(true);
  });

  test('DATE-36 the calendar closes on Tab', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'Tab');
    expect(field.isOpen()).toBe(false);
    await focus(field.input);
    press(field.input, 'Tab', { shiftKey: true });
    expect(field.isOpen()).toBe(false);
  });

  test('DATE-37 the calendar closes on Escape, in the input and in the calendar, and focus returns to the input', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'Escape');
    expect(field.isOpen()).toBe(false);
    expect(document.activeElement).toBe(field.input);
    press(field.input, 'ArrowDown');
    expect(document.activeElement?.classList).toContain('flatpickr-day');
    press(document.activeElement as Element, 'Escape');
    expect(field.isOpen()).toBe(false);
    expect(document.activeElement).toBe(field.input);
  });

  test('DATE-38 the calendar closes on blur, and stays open while focus moves inside the calendar', async () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const field = renderField();
    await focus(field.input);
    press(field.input, 'ArrowDown');
    expect(field.isOpen()).toBe(true);
    await focus(field.dialog.querySelector('.flatpickr-next-month') as HTMLElement);
    expect(field.isOpen()).toBe(true);
    await focus(outside);
    expect(field.isOpen()).toBe(false);
    await focus(field.input);
    expect(field.isOpen()).toBe(true);
    await blur(field.input);
    expect(field.isOpen()).toBe(false);
    outside.remove();
  });

  describe('after a day click', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    test('DATE-39 the calendar closes 100 ms after a day click, focus staying in the input', async () => {
      const field = renderField({ name: 'start' });
      await focus(field.input);
      click(field.day('2026-04-23') as HTMLElement);
      expect(field.input.value).toBe('2026-04-23');
      expect(field.isOpen()).toBe(true);
      act(() => {
        vi.advanceTimersByTime(CLOSE_AFTER_PICK_MS - 1);
      });
      expect(field.isOpen()).toBe(true);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(field.isOpen()).toBe(false);
      expect(CLOSE_AFTER_PICK_MS).toBe(100);
      expect(document.activeElement).toBe(field.input);
    });

    test('DATE-39 a click on a disabled day picks nothing and keeps the calendar open', async () => {
      const field = renderField({ name: 'start' });
      await focus(field.input);
      click(field.day('2026-04-20') as HTMLElement);
      act(() => {
        vi.advanceTimersByTime(CLOSE_AFTER_PICK_MS);
      });
      expect(field.isOpen()).toBe(true);
      expect(field.hidden()?.value).toBe('');
    });
  });

  test('DATE-40 Enter in the input commits the text and removes focus', async () => {
    const field = renderField({ name: 'start' });
    await focus(field.input);
    type(field.input, '2026-04-24');
    await act(async () => {
      fireEvent.keyDown(field.input, { key: 'Enter' });
    });
    expect(document.activeElement).not.toBe(field.input);
    expect(field.isOpen()).toBe(false);
    expect(field.hidden()?.value).toBe('2026-04-24');
  });

  test('DATE-33 DATE-34 a disabled field never opens', async () => {
    const field = renderField({ disabled: true });
    click(field.input);
    await focus(field.input);
    expect(field.isOpen()).toBe(false);
  });
});

describe('picking', () => {
  test('DATE-27 DATE-28 a picked day clears the error and sets date and dayOfWeek', async () => {
    const field = renderField({ name: 'start' }, { config: { country: 'fi' } });
    await focus(field.input);
    type(field.input, '31.04.2026');
    press(field.input, 'Enter');
    expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ error: true }));
    click(field.input);
    click(field.day('2026-04-26') as HTMLElement);
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: '26.04.2026',
      dayOfWeek: 6,
      error: null,
      required: false,
    });
    expect(field.errorLine()?.textContent).toBe('');
    expect(field.input.getAttribute('aria-invalid')).toBeNull();
    expect(field.hidden()?.value).toBe('26.04.2026');
  });

  test('DATE-41 a picked day pushes the date-selection event', async () => {
    const field = renderField({ label: 'Startdatum' });
    await focus(field.input);
    click(field.day('2026-04-26') as HTMLElement);
    expect(window.dataLayer).toEqual([
      { event: 'dateSelectionChange', label: 'Startdatum', value: '2026-04-26' },
    ]);
  });

  test('a day of the shown month is picked in place: the grid keeps its cells, the pressed day moves', async () => {
    const field = renderField({ value: '2026-04-24' });
    await focus(field.input);
    const before = field.day('2026-04-24') as HTMLElement;
    const picked = field.day('2026-04-26') as HTMLElement;
    expect(before.getAttribute('aria-pressed')).toBe('true');
    click(picked);
    expect(field.day('2026-04-26')).toBe(picked);
    expect(field.day('2026-04-24')).toBe(before);
    expect(picked.getAttribute('aria-pressed')).toBe('true');
    expect(picked.classList).toContain('selected');
    expect(before.getAttribute('aria-pressed')).toBe('false');
    expect(before.classList).not.toContain('selected');
    expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ error: null }));
  });

  test('DATE-28 a typed date shows its month; a committed one is marked chosen in the calendar', async () => {
    const field = renderField();
    await focus(field.input);
    type(field.input, '2026-09-15');
    expect(field.shownMonth()).toBe('september');
    press(field.input, 'Enter');
    expect(field.day('2026-09-15')?.getAttribute('aria-pressed')).toBe('true');
    expect(field.day('2026-09-16')?.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('allowed days in the calendar', () => {
  test('DATE-16 DATE-43 days before today plus 7 flex days are disabled for se', () => {
    const field = renderField();
    expect(enabledDays(field)[0]).toBe('21');
    expect(field.day('2026-04-20')?.getAttribute('aria-disabled')).toBe('true');
  });

  test('DATE-42 for no the first day is today plus 3', () => {
    expect(enabledDays(renderField({}, { config: { country: 'no' } }))[0]).toBe('17');
  });

  test('DATE-44 a supplied flexDays replaces the default', () => {
    expect(enabledDays(renderField({ flexDays: 1 }, { config: { country: 'no' } }))[0]).toBe('15');
    expect(enabledDays(renderField({ flexDays: 0 }))[0]).toBe('14');
  });

  test('DATE-17 DATE-18 the start-selling date moves the first day only when it is later', () => {
    expect(enabledDays(renderField({ startSellingDate: '2026-04-25' }))[0]).toBe('25');
    expect(enabledDays(renderField({ startSellingDate: '2026-04-16' }))[0]).toBe('21');
    const later = renderField({ startSellingDate: '2026-06-10' });
    expect(later.shownMonth()).toBe('juni');
    expect(enabledDays(later)[0]).toBe('10');
  });

  test('DATE-19 DATE-20 days after the end date, by default one year from today, are disabled', () => {
    const field = renderField({ endDate: '2026-04-28' });
    expect(enabledDays(field)).toEqual(['21', '22', '23', '24', '25', '26', '27', '28']);
    const byDefault = renderField();
    act(() => {
      byDefault.dialog.querySelector<HTMLElement>('.flatpickr-next-month')?.click();
    });
    for (let i = 0; i < 11; i++) {
      act(() => {
        byDefault.dialog.querySelector<HTMLElement>('.flatpickr-next-month')?.click();
      });
    }
    expect(byDefault.shownMonth()).toBe('april');
    expect(byDefault.shownYear()).toBe('2027');
    expect(enabledDays(byDefault).at(-1)).toBe('14');
    expect(byDefault.dialog.querySelector('.flatpickr-next-month')?.classList).toContain(
      'flatpickr-disabled',
    );
  });

  test('DATE-21 DATE-22 DATE-23 with showAllDates only days before today or the start-selling date are disabled', () => {
    const all = renderField({ showAllDates: true, flexDays: 10, endDate: '2026-04-20' });
    expect(enabledDays(all)[0]).toBe('14');
    expect(enabledDays(all).at(-1)).toBe('30');
    expect(all.dialog.querySelector('.flatpickr-next-month')?.classList).not.toContain('flatpickr-disabled');
    const selling = renderField({ showAllDates: true, startSellingDate: '2026-04-18' });
    expect(enabledDays(selling)[0]).toBe('18');
  });

  test('DATE-16 DATE-11 disabledDays cannot be picked; selectedDays are marked for sight and speech', () => {
    const field = renderField({ disabledDays: ['2026-04-22'], selectedDays: ['2026-04-24'] });
    expect(field.day('2026-04-22')?.getAttribute('aria-disabled')).toBe('true');
    const marked = field.day('2026-04-24');
    expect(marked?.classList).toContain('np-date-field__day--marked');
    expect(marked?.getAttribute('aria-label')).toBe('fredag 24 april 2026, markerad');
  });

  test('DATE-11 month, fromMonth and toMonth: the month shown first and the months the calendar can reach', () => {
    const field = renderField({ month: '2026-08-01', fromMonth: '2026-07-01', toMonth: '2026-09-30' });
    expect(field.shownMonth()).toBe('augusti');
    const prev = () => field.dialog.querySelector<HTMLElement>('.flatpickr-prev-month');
    const next = () => field.dialog.querySelector<HTMLElement>('.flatpickr-next-month');
    act(() => prev()?.click());
    act(() => prev()?.click());
    expect(field.shownMonth()).toBe('juli');
    expect(prev()?.classList).toContain('flatpickr-disabled');
    act(() => next()?.click());
    act(() => next()?.click());
    act(() => next()?.click());
    expect(field.shownMonth()).toBe('september');
    expect(next()?.classList).toContain('flatpickr-disabled');
  });
});

describe('weeks and languages', () => {
  const weekdays = (field: Field) =>
    [...field.dialog.querySelectorAll('.flatpickr-weekday')].map((cell) =>
      cell.textContent?.trim().toLowerCase(),
    );

  test('DATE-26 weeks start on Monday in every language', () => {
    const expected = { sv: /^mån$/, nb: /^man\.?$/, fi: /^ma$/, en: /^mon$/ } as const;
    for (const [language, monday] of Object.entries(expected)) {
      const field = renderField({}, { config: { language } });
      expect(weekdays(field)[0], language).toMatch(monday);
      const first = field.dialog.querySelector<HTMLElement>('.flatpickr-day');
      expect(first?.getAttribute('aria-label')?.toLowerCase(), language).toMatch(
        /^(måndag|mandag|maanantai|monday)/,
      );
      field.unmount();
    }
  });

  test('DATE-45 locale no gives the Norwegian (nb) calendar', () => {
    const field = renderField({ locale: 'no' });
    expect(field.shownMonth()).toBe('april');
    expect(weekdays(field)[6]).toMatch(/^søn\.?$/);
    expect(field.day('2026-04-21')?.getAttribute('aria-label')).toBe('tirsdag 21. april 2026');
  });

  test('DATE-46 locale se gives the Swedish (sv) calendar', () => {
    const field = renderField({ locale: 'se' }, { config: { language: 'en' } });
    expect(weekdays(field)).toEqual(['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön']);
    expect(field.day('2026-04-21')?.getAttribute('aria-label')).toBe('tisdag 21 april 2026');
    expect(field.dialog.getAttribute('aria-label')).toBe('Choose date');
  });

  test('DATE-45 DATE-46 the calendar’s own controls are labelled in the page language', () => {
    const field = renderField({}, { config: { language: 'fi', country: 'fi' } });
    expect(field.dialog.querySelector('.flatpickr-prev-month')?.getAttribute('aria-label')).toBe(
      'Edellinen kuukausi',
    );
    expect(field.dialog.querySelector('.flatpickr-next-month')?.getAttribute('aria-label')).toBe(
      'Seuraava kuukausi',
    );
    expect(field.dialog.querySelector('.cur-year')?.getAttribute('aria-label')).toBe('Vuosi');
    expect(field.shownMonth()).toBe('huhtikuu');
  });
});

describe('keyboard-only use of the calendar', () => {
  const focused = () => document.activeElement as HTMLElement;

  test('DATE-35 DATE-26 Down arrow moves into the calendar, on the typed day, else the first day that can be chosen', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'ArrowDown');
    expect(focused()).toBe(field.day('2026-04-21'));
    expect(focused().tabIndex).toBe(0);
    press(focused(), 'Escape');
    type(field.input, '2026-05-12');
    press(field.input, 'ArrowDown');
    expect(focused()).toBe(field.day('2026-05-12'));
  });

  test('DATE-26 arrows move a day or a week, crossing months; Enter picks, the calendar closes and focus returns', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const field = renderField({ name: 'start', value: '2026-04-29' });
      await focus(field.input);
      press(field.input, 'ArrowDown');
      expect(focused()).toBe(field.day('2026-04-29'));
      press(focused(), 'ArrowRight');
      press(focused(), 'ArrowRight');
      expect(focused()).toBe(field.day('2026-05-01'));
      expect(field.shownMonth()).toBe('maj');
      press(focused(), 'ArrowDown');
      expect(focused()).toBe(field.day('2026-05-08'));
      press(focused(), 'ArrowUp');
      press(focused(), 'ArrowLeft');
      expect(focused()).toBe(field.day('2026-04-30'));
      press(focused(), 'Enter');
      expect(field.hidden()?.value).toBe('2026-04-30');
      expect(document.activeElement).toBe(field.input);
      act(() => {
        vi.advanceTimersByTime(CLOSE_AFTER_PICK_MS);
      });
      expect(field.isOpen()).toBe(false);
      expect(document.activeElement).toBe(field.input);
    } finally {
      vi.useRealTimers();
    }
  });

  test('DATE-16 arrows stop at the first and last day that can be chosen, and skip disabled days', async () => {
    const field = renderField({ endDate: '2026-05-05', disabledDays: ['2026-04-23'] });
    await focus(field.input);
    press(field.input, 'ArrowDown');
    press(focused(), 'ArrowLeft');
    expect(focused()).toBe(field.day('2026-04-21'));
    press(focused(), 'ArrowUp');
    expect(focused()).toBe(field.day('2026-04-21'));
    press(focused(), 'ArrowRight');
    press(focused(), 'ArrowRight');
    expect(focused()).toBe(field.day('2026-04-24'));
    press(focused(), 'PageDown');
    expect(focused()).toBe(field.day('2026-05-05'));
  });

  test('DATE-26 Page Up/Down change the month, Shift the year; Home/End go to Monday and Sunday; Space picks', async () => {
    const field = renderField({ showAllDates: true, name: 'start' });
    await focus(field.input);
    press(field.input, 'ArrowDown');
    expect(focused()).toBe(field.day('2026-04-14'));
    press(focused(), 'PageDown');
    expect(focused()).toBe(field.day('2026-05-14'));
    press(focused(), 'PageDown', { shiftKey: true });
    expect(focused()).toBe(field.day('2027-05-14'));
    press(focused(), 'PageUp');
    expect(focused()).toBe(field.day('2027-04-14'));
    press(focused(), 'Home');
    expect(focused()).toBe(field.day('2027-04-12'));
    press(focused(), 'End');
    expect(focused()).toBe(field.day('2027-04-18'));
    press(focused(), ' ');
    expect(field.hidden()?.value).toBe('2027-04-18');
  });

  test('DATE-02 Shift+Tab from a day goes back to the month buttons, which Enter operates', async () => {
    const field = renderField();
    await focus(field.input);
    press(field.input, 'ArrowDown');
    const day = focused();
    const event = new KeyboardEvent('keydown', {
      key: 'Tab',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    act(() => {
      day.dispatchEvent(event);
    });
    // flatpickr would cancel it and send focus to an input it does not have; the browser must move on.
    expect(event.defaultPrevented).toBe(false);
    const next = field.dialog.querySelector<HTMLElement>('.flatpickr-next-month') as HTMLElement;
    expect(next.getAttribute('role')).toBe('button');
    expect(next.tabIndex).toBe(0);
    await focus(next);
    press(next, 'Enter');
    expect(field.shownMonth()).toBe('maj');
    expect(focused()).toBe(next);
    press(next, ' ');
    expect(field.shownMonth()).toBe('juni');
    expect(field.isOpen()).toBe(true);
  });

  test('DATE-37 Escape on a month button closes the calendar and returns focus to the input', async () => {
    const field = renderField();
    await focus(field.input);
    const next = field.dialog.querySelector<HTMLElement>('.flatpickr-next-month') as HTMLElement;
    await focus(next);
    press(next, 'Escape');
    expect(field.isOpen()).toBe(false);
    expect(focused()).toBe(field.input);
  });

  test('DATE-02 days are labelled buttons; disabled days say so; today is the current date; one day is in the Tab order', () => {
    const field = renderField({ showAllDates: true });
    const today = field.day('2026-04-14');
    expect(today?.getAttribute('role')).toBe('button');
    expect(today?.getAttribute('aria-label')).toBe('tisdag 14 april 2026');
    expect(today?.getAttribute('aria-current')).toBe('date');
    expect(field.day('2026-04-13')?.getAttribute('aria-disabled')).toBe('true');
    const tabStops = [...field.dialog.querySelectorAll<HTMLElement>('.flatpickr-day')].filter(
      (d) => d.tabIndex === 0,
    );
    expect(tabStops).toEqual([today]);
  });

  test('DATE-02 a month change is announced in a live region while the calendar is open', async () => {
    const field = renderField();
    const live = field.dialog.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('');
    await focus(field.input);
    expect(live?.textContent).toBe('april 2026');
    press(field.input, 'ArrowDown');
    press(document.activeElement as Element, 'PageDown');
    expect(live?.textContent).toBe('maj 2026');
  });
});
