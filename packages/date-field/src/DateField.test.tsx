import type { DateFieldSettings } from '@nordpark/core';
import { act, fireEvent } from '@testing-library/react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { DATE_FIELD_BLUR_EVENT, DATE_FIELD_CHANGE_EVENT } from './DateField';
import island from './island';
import { dateFieldPropsSchema } from './props';
import { blur, enter, focus, preloadCalendar, renderField, TODAY, type } from './testing/field';
import { dateFieldMessages } from './testing/messages';

preloadCalendar();

beforeEach(() => {
  delete window.dataLayer;
});

describe('parts of the field', () => {
  test('DATE-01 an optional label with extra text names the input', () => {
    const field = renderField({ label: 'Startdatum', extraText: '(valfritt)' });
    const label = field.container.querySelector('label');
    expect(label?.textContent).toBe('Startdatum (valfritt)');
    expect(label?.getAttribute('for')).toBe(field.input.id);
    expect(field.getByRole('combobox', { name: 'Startdatum (valfritt)' })).toBe(field.input);
  });

  test('DATE-01 the label text may come from the spec’s `text` setting; without any label the input keeps a name', () => {
    expect(renderField({ text: 'Från' }).getByRole('combobox', { name: 'Från' })).toBeTruthy();
    const unlabelled = renderField({}, { config: { language: 'fi' } });
    expect(unlabelled.container.querySelector('label')).toBeNull();
    expect(unlabelled.input.getAttribute('aria-label')).toBe('Päivämäärä');
  });

  test('DATE-02 a text input with a pop-up calendar it controls', () => {
    const field = renderField({ label: 'Startdatum' });
    expect(field.input.type).toBe('text');
    expect(field.input.getAttribute('aria-haspopup')).toBe('dialog');
    expect(field.input.getAttribute('aria-controls')).toBe(field.dialog.id);
    expect(field.dialog.getAttribute('aria-label')).toBe('Välj datum');
    expect(field.dialog.hidden).toBe(true);
    expect(field.dialog.querySelectorAll('.flatpickr-calendar')).toHaveLength(1);
    expect(field.dialog.querySelectorAll('.flatpickr-day').length).toBeGreaterThanOrEqual(28);
  });

  test('DATE-03 ERR-30 the error line sits below the input and shows an invalid field’s error', () => {
    const field = renderField({ label: 'Startdatum' });
    const errorLine = field.errorLine();
    expect(errorLine?.textContent).toBe('');
    expect(field.input.closest('.np-date-field__control')?.nextElementSibling).toBe(errorLine);
    enter(field, '2026-04-31');
    expect(errorLine?.textContent).toBe('Skriv ett datum som finns, som ÅÅÅÅ-MM-DD.');
  });

  test('ERR-30 the caller’s error text is the one shown; each default text names the fix', () => {
    const withText = renderField({ errorText: 'Välj ett startdatum.' });
    enter(withText, 'i morgon');
    expect(withText.errorLine()?.textContent).toBe('Välj ett startdatum.');

    const field = renderField({ endDate: '2026-06-30' });
    enter(field, '2026-04-15');
    expect(field.errorLine()?.textContent).toBe('Välj ett datum från 2026-04-21 till 2026-06-30.');
    const finnish = renderField(
      { showAllDates: true, disabledDays: ['2026-05-01'] },
      { config: { country: 'fi' } },
    );
    enter(finnish, '01.04.2026');
    expect(finnish.errorLine()?.textContent).toBe('Valitse päivämäärä 14.04.2026 tai myöhemmin.');
    enter(finnish, '01.05.2026');
    expect(finnish.errorLine()?.textContent).toBe('Päivää 01.05.2026 ei voi valita. Valitse toinen päivä.');
  });

  test('DATE-04 child content shows below the error line', () => {
    const field = renderField({}, { children: <p className="host-note">Parkering från kl. 06</p> });
    const note = field.container.querySelector('.host-note');
    expect(note?.textContent).toBe('Parkering från kl. 06');
    expect(field.errorLine()?.compareDocumentPosition(note as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

describe('the start-date explanation', () => {
  const text = 'Tidigaste startdatum är om {0} dagar.';
  const explanation = (field: ReturnType<typeof renderField>) =>
    field.container.querySelector('.np-date-field__explanation');

  test('DATE-05 DATE-06 DATE-10 an enabled field with text and flexDays above 1 explains the earliest day', () => {
    const field = renderField({ startDateExplanation: text, flexDays: 5 });
    expect(explanation(field)?.textContent).toBe('Tidigaste startdatum är om 5 dagar.');
    expect(field.input.getAttribute('aria-describedby')?.split(' ')).toContain(explanation(field)?.id);
  });

  test('DATE-10 DATE-43 {0} becomes the default flex days when none are supplied', () => {
    expect(explanation(renderField({ startDateExplanation: text }))?.textContent).toBe(
      'Tidigaste startdatum är om 7 dagar.',
    );
  });

  test('DATE-07 no explanation on a disabled field', () => {
    expect(explanation(renderField({ startDateExplanation: text, disabled: true }))).toBeNull();
  });

  test('DATE-08 no explanation without explanation text', () => {
    expect(explanation(renderField({ flexDays: 5 }))).toBeNull();
  });

  test('DATE-09 no explanation when flexDays is not above 1', () => {
    expect(explanation(renderField({ startDateExplanation: text, flexDays: 1 }))).toBeNull();
    expect(explanation(renderField({ startDateExplanation: text, flexDays: 0 }))).toBeNull();
  });
});

describe('settings and value', () => {
  test('DATE-11 every setting of the spec is a prop, a page-config key or a component callback', () => {
    const settings: Record<keyof DateFieldSettings, true> = {
      locale: true,
      country: true,
      flexDays: true,
      endDate: true,
      startSellingDate: true,
      showAllDates: true,
      selectedDays: true,
      disabledDays: true,
      toMonth: true,
      fromMonth: true,
      month: true,
      extraClass: true,
      text: true,
      extraText: true,
      placeholder: true,
      disabled: true,
      startDateExplanation: true,
      language: true,
      setValue: true,
      onBlur: true,
    };
    const props = Object.keys(dateFieldPropsSchema.entries);
    const elsewhere = ['country', 'language', 'setValue', 'onBlur'];
    expect(Object.keys(settings).filter((key) => !props.includes(key) && !elsewhere.includes(key))).toEqual(
      [],
    );
    expect(props).toEqual(expect.arrayContaining(['name', 'required', 'errorText', 'label', 'value']));
    expect(
      v.safeParse(dateFieldPropsSchema, { value: '2026-02-30' }).success ||
        v.safeParse(dateFieldPropsSchema, { flexDays: -1 }).success,
    ).toBe(false);
  });

  test('DATE-11 setValue gets each new value and onBlur the value when focus leaves', async () => {
    const field = renderField({ label: 'Startdatum' });
    await focus(field.input);
    type(field.input, '2026-04-22');
    await blur(field.input);
    expect(field.setValue).toHaveBeenCalledTimes(1);
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: '2026-04-22',
      dayOfWeek: 2,
      error: null,
      required: false,
    });
    expect(field.onBlur).toHaveBeenLastCalledWith({
      date: '2026-04-22',
      dayOfWeek: 2,
      error: null,
      required: false,
    });
  });

  test('DATE-11 the placeholder defaults to the format and can be replaced; extraClass goes on the field', () => {
    expect(renderField({}, { config: { country: 'no' } }).input.placeholder).toBe('DD.MM.ÅÅÅÅ');
    expect(renderField({}, { config: { country: 'fi', language: 'fi' } }).input.placeholder).toBe(
      'PP.KK.VVVV',
    );
    const field = renderField({ placeholder: 'Välj startdag', extraClass: 'booking-start' });
    expect(field.input.placeholder).toBe('Välj startdag');
    expect(field.root.classList).toContain('booking-start');
  });

  test('DATE-12 DATE-13 DATE-14 DATE-15 the value: date in the short format, dayOfWeek from Monday 0, error, required', () => {
    const field = renderField({ required: true }, { config: { country: 'no' } });
    enter(field, '19.04.2026');
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: '19.04.2026',
      dayOfWeek: 6,
      error: null,
      required: true,
    });
    enter(field, '31.04.2026');
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: null,
      dayOfWeek: null,
      error: true,
      required: true,
    });
  });

  test('DATE-28 an initial value is shown and posted', () => {
    const field = renderField({ name: 'start', value: '2026-05-04' }, { config: { country: 'fi' } });
    expect(field.input.value).toBe('04.05.2026');
    expect(field.hidden()?.value).toBe('04.05.2026');
  });

  test('DATE-17 DATE-30 a later start-selling date turns the chosen day into an error', () => {
    const field = renderField({ name: 'start', value: '2026-05-04' });
    field.rerender({ name: 'start', value: '2026-05-04', startSellingDate: '2026-06-01' });
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: null,
      dayOfWeek: null,
      error: true,
      required: false,
    });
    expect(field.hidden()?.value).toBe('');
    expect(field.input.value).toBe('2026-05-04');
    expect(field.errorLine()?.textContent).toBe('Välj ett datum från 2026-06-01 till 2027-04-14.');
  });
});

describe('a value from the owner after mount', () => {
  test('replaces what the field shows: a date its owner learns later (the search from its URL), then none', () => {
    const field = renderField({ name: 'start' });
    field.rerender({ name: 'start', value: '2026-05-04' });
    expect(field.input.value).toBe('2026-05-04');
    expect(field.hidden()?.value).toBe('2026-05-04');
    expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ date: '2026-05-04' }));
    field.rerender({ name: 'start' });
    expect(field.input.value).toBe('');
    expect(field.hidden()?.value).toBe('');
  });

  test("the field's own entry coming back through its owner, or an owner that keeps its value, leaves the entry alone", () => {
    const field = renderField({ name: 'start' });
    enter(field, '2026-04-22');
    field.rerender({ name: 'start', value: '2026-04-22' });
    expect(field.setValue).toHaveBeenCalledTimes(1);
    enter(field, '2026-04-23');
    field.rerender({ name: 'start', value: '2026-04-22' });
    expect(field.input.value).toBe('2026-04-23');
    expect(field.hidden()?.value).toBe('2026-04-23');
  });
});

describe('typing', () => {
  test('DATE-24 for no and fi the input takes DD.MM.YYYY and nothing else', () => {
    for (const country of ['no', 'fi']) {
      const field = renderField({ name: 'start' }, { config: { country } });
      enter(field, '2026-04-22');
      expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ date: null, error: true }));
      enter(field, '22.04.2026');
      expect(field.setValue).toHaveBeenLastCalledWith(
        expect.objectContaining({ date: '22.04.2026', dayOfWeek: 2 }),
      );
      expect(field.hidden()?.value).toBe('22.04.2026');
      field.unmount();
    }
  });

  test('DATE-25 for se the input takes YYYY-MM-DD and nothing else', () => {
    const field = renderField({ name: 'start' });
    enter(field, '22.04.2026');
    expect(field.hidden()?.value).toBe('');
    enter(field, ' 2026-04-22 ');
    expect(field.input.value).toBe('2026-04-22');
    expect(field.hidden()?.value).toBe('2026-04-22');
  });

  test('DATE-24 DATE-30 an impossible date is an error, never rolled over, and the text stays to be corrected', () => {
    for (const [country, text] of [
      ['no', '31.04.2026'],
      ['fi', '77.77.7777'],
      ['se', '2026-02-30'],
    ] as const) {
      const field = renderField({ name: 'start' }, { config: { country } });
      enter(field, text);
      expect(field.input.value).toBe(text);
      expect(field.hidden()?.value).toBe('');
      expect(field.input.getAttribute('aria-invalid')).toBe('true');
      field.unmount();
    }
  });

  test('DATE-29 clearing a required field’s input sets date and dayOfWeek to null with the error', () => {
    const field = renderField({ required: true, value: '2026-05-04' });
    enter(field, '');
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: null,
      dayOfWeek: null,
      error: true,
      required: true,
    });
    expect(field.errorLine()?.textContent).toBe('Välj ett datum.');
  });

  test('DATE-30 DATE-31 a typed date outside the allowed range: null date and dayOfWeek, the caller’s error', () => {
    const field = renderField({ errorText: 'Välj ett senare datum.' });
    enter(field, '2026-04-20');
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: null,
      dayOfWeek: null,
      error: 'Välj ett senare datum.',
      required: false,
    });
  });

  test('DATE-31 without the caller’s error text the error is true', () => {
    const field = renderField();
    enter(field, '2030-01-01');
    expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ error: true }));
  });

  test('DATE-32 a field not required but with an extraClass goes to the error state when its input is cleared', () => {
    const field = renderField({ extraClass: 'booking-start', value: '2026-05-04' });
    enter(field, '');
    expect(field.setValue).toHaveBeenLastCalledWith({
      date: null,
      dayOfWeek: null,
      error: true,
      required: false,
    });
    expect(field.input.getAttribute('aria-invalid')).toBe('true');

    const plain = renderField({ value: '2026-05-04' });
    enter(plain, '');
    expect(plain.setValue).toHaveBeenLastCalledWith({
      date: null,
      dayOfWeek: null,
      error: null,
      required: false,
    });
    expect(plain.input.getAttribute('aria-invalid')).toBeNull();
  });

  test('DATE-29 ERR-30 a plain form post cannot submit an invalid or missing date: the input reports it', async () => {
    const field = renderField({ required: true, name: 'start' });
    expect(field.input.required).toBe(true);
    act(() => {
      fireEvent.invalid(field.input);
    });
    expect(field.errorLine()?.textContent).toBe('Välj ett datum.');
    // The browser then focuses the field: the calendar must not cover the error line.
    await focus(field.input);
    expect(field.isOpen()).toBe(false);
    enter(field, '2026-04-31');
    expect(field.input.validationMessage).toBe('Skriv ett datum som finns, som ÅÅÅÅ-MM-DD.');
    enter(field, '2026-04-30');
    expect(field.input.validationMessage).toBe('');
  });
});

describe('accessibility of the field', () => {
  test('DATE-03 ERR-30 the error state sets aria-invalid and ties the error to the input', () => {
    const field = renderField({ errorText: 'Välj ett startdatum.', startDateExplanation: 'Om {0} dagar.' });
    const describedBy = () => field.input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(field.input.getAttribute('aria-invalid')).toBeNull();
    expect(describedBy()).not.toContain(field.errorLine()?.id);
    enter(field, 'x');
    expect(field.input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy()[0]).toBe(field.errorLine()?.id);
    expect(describedBy()).toContain(field.container.querySelector('.np-date-field__explanation')?.id);
    expect(field.errorLine()?.getAttribute('aria-live')).toBe('polite');
  });

  test('DATE-02 the input says how to type a date and how to reach the calendar', () => {
    const field = renderField({}, { config: { country: 'no', language: 'nb' } });
    const ids = field.input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const hint = ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(hint).toBe('Skriv datoen som DD.MM.ÅÅÅÅ, eller trykk pil ned for å velge i kalenderen.');
  });

  test('DATE-03 config texts override any message of the catalogue', () => {
    const field = renderField(
      {},
      { config: { texts: { 'dateField.error.invalid': 'Fel format: {format}' } } },
    );
    enter(field, 'x');
    expect(field.errorLine()?.textContent).toBe('Fel format: ÅÅÅÅ-MM-DD');
  });

  test('DATE-03 ERR-30 every message exists in sv, nb, fi and en, with the same placeholders', () => {
    const ids = Object.keys(dateFieldMessages.en);
    for (const language of ['sv', 'nb', 'fi'] as const) {
      expect(Object.keys(dateFieldMessages[language])).toEqual(ids);
      for (const id of ids) {
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        const messages = dateFieldMessages as Record<string, Record<string, string>>;
        expect(placeholders(messages[language]?.[id] ?? ''), `${language} ${id}`).toEqual(
          placeholders(messages.en?.[id] ?? ''),
        );
      }
    }
    expect(ids.every((id) => id.startsWith('dateField.'))).toBe(true);
  });
});

describe('analytics', () => {
  test('DATE-41 a new date pushes a date-selection change event with the label and the formatted value', () => {
    const field = renderField({ label: 'Startdatum' }, { config: { country: 'no' } });
    expect(window.dataLayer).toBeUndefined();
    enter(field, '22.04.2026');
    expect(window.dataLayer).toEqual([
      { event: 'dateSelectionChange', label: 'Startdatum', value: '22.04.2026' },
    ]);
    enter(field, '22.04.2026');
    enter(field, 'x');
    expect(window.dataLayer).toHaveLength(1);
  });

  test('DATE-41 an existing data layer is kept and pushed to', () => {
    window.dataLayer = [{ event: 'gtm.js' }];
    const field = renderField({ text: 'Från', name: 'from' });
    enter(field, '2026-04-30');
    expect(window.dataLayer).toEqual([
      { event: 'gtm.js' },
      { event: 'dateSelectionChange', label: 'Från', value: '2026-04-30' },
    ]);
  });
});

describe('the island', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test('DATE-11 the island renders the field, posts its value by name and reports changes on its element', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const changes: unknown[] = [];
    const blurs: unknown[] = [];
    element.addEventListener(DATE_FIELD_CHANGE_EVENT, (event) => changes.push((event as CustomEvent).detail));
    element.addEventListener(DATE_FIELD_BLUR_EVENT, (event) => blurs.push((event as CustomEvent).detail));
    const props = v.parse(dateFieldPropsSchema, { name: 'startDate', label: 'Startdatum', required: true });
    const field = renderField(props, { element });
    expect(island.name).toBe('date-field');
    await focus(field.input);
    type(field.input, '2026-04-22');
    await blur(field.input);
    expect(field.hidden()?.name).toBe('startDate');
    expect(field.hidden()?.value).toBe('2026-04-22');
    expect(changes).toEqual([{ date: '2026-04-22', dayOfWeek: 2, error: null, required: true }]);
    expect(blurs).toEqual(changes);
    element.remove();
  });

  test('DATE-11 a disabled field posts nothing and cannot be changed', () => {
    const field = renderField({ name: 'start', disabled: true, value: '2026-05-04' });
    expect(field.input.disabled).toBe(true);
    expect(field.hidden()?.disabled).toBe(true);
  });

  test('DATE-16 without `today` the field counts from today in the country’s time zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-04-14T22:30:00Z'));
    try {
      const field = renderField({}, { today: null, config: { country: 'fi' } });
      enter(field, `${'22.04.2026'}`);
      expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ date: '22.04.2026' }));
      enter(field, '21.04.2026');
      expect(field.setValue).toHaveBeenLastCalledWith(expect.objectContaining({ date: null, error: true }));
      expect(TODAY).toBe('2026-04-14');
    } finally {
      vi.useRealTimers();
    }
  });
});
