import { addDays, parseSearchQuery, todayIn } from '@nordpark/core';
import { loadDateFieldCatalogue } from '@nordpark/date-field';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import type { SearchSettings } from '../store/searchState';
import { TestProviders } from '../testing/TestProviders';
import { createTestSearchStore } from '../testing/testStore';
import { SearchBar } from './SearchBar';

// The stay's last day beside the search date, in the advanced variant. The field
// judges days against today, so the days here are counted from today.
const day = (fromToday: number) => addDays(todayIn('se'), fromToday) as string;
const FROM = day(10);

beforeAll(async () => {
  await loadDateFieldCatalogue('en');
});

function setup(settings: Partial<SearchSettings> = {}, date: string | null = null) {
  const area = createTestSearchStore(settings);
  act(() => area.store.setState({ date, location: { lat: 59.3, lng: 18, source: 'place' } }));
  render(
    <TestProviders store={area.store}>
      <SearchBar />
    </TestProviders>,
  );
  return area;
}

const lastDay = () => screen.queryByRole('combobox', { name: /Last day/ }) as HTMLInputElement | null;
const enter = (field: HTMLInputElement, value: string) => {
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
};

describe('the "Last day" field', () => {
  test('it sits beside the search date and waits, disabled, for a first day', () => {
    setup();
    expect(screen.getByRole('combobox', { name: /From date/ })).toBeTruthy();
    const field = lastDay();
    expect(field?.disabled).toBe(true);
    expect(field?.placeholder).toBe('From date first');
  });

  test('a day from the first day on goes to the store and the URL as until', () => {
    const { store, history } = setup({}, FROM);
    const field = lastDay();
    if (!field) throw new Error('no field');
    expect(field.disabled).toBe(false);
    enter(field, day(13));
    expect(store.getState().until).toBe(day(13));
    expect(parseSearchQuery(history.at(-1)?.query ?? '')).toMatchObject({ date: FROM, until: day(13) });
  });

  test('a day before the first day is the field’s error, and changes nothing', () => {
    const { store } = setup({}, FROM);
    const field = lastDay();
    if (!field) throw new Error('no field');
    enter(field, day(9));
    expect(store.getState().until).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  test('stayPrice: false and the simple variant have no such field', () => {
    setup({ stayPrice: false }, FROM);
    expect(lastDay()).toBeNull();
  });
});
