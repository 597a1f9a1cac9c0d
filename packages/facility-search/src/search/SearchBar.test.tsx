import { autocompleteDelay, parseSearchQuery } from '@nordpark/core';
import { loadDateFieldCatalogue } from '@nordpark/date-field';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SearchSettings } from '../store/searchState';
import { createControlledPlaces, failed, ok } from '../testing/fakePlaces';
import { fakeServices, TestProviders } from '../testing/TestProviders';
import { createTestSearchStore } from '../testing/testStore';
import { SearchBar } from './SearchBar';

const STOCKHOLM = { Id: 'se-stockholm', Text: 'Stockholm' };
const SODERMALM = { Id: 'se-sodermalm', Text: 'Södermalm' };
const DETAILS = { formattedAddress: 'Södermalm, Stockholm, Sverige', location: { lat: 59.315, lng: 18.07 } };

function setup(settings: Partial<SearchSettings> = {}) {
  const area = createTestSearchStore(settings);
  const { places, calls } = createControlledPlaces();
  render(
    <TestProviders store={area.store} services={fakeServices(undefined, undefined, places)}>
      <SearchBar />
    </TestProviders>,
  );
  return { ...area, calls };
}

const box = () => screen.getByRole('combobox', { name: 'Where do you want to park?' }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Runs the clock through the debounce the text's length takes. */
const debounceOf = (text: string) => wait(autocompleteDelay(text.length));
const answer = async (call: { answer(result: never): void } | undefined, result: unknown) => {
  await act(async () => call?.answer(result as never));
};

// The advanced variant's date field renders at once when its texts (a lazy chunk) are loaded.
beforeAll(async () => {
  await loadDateFieldCatalogue('en');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SearchBar: the place autocomplete', () => {
  test('SRCH-22 a labelled combobox in a search form', () => {
    setup();
    expect(screen.getByRole('search', { name: 'Search for parking' })).toContain(box());
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
  });

  test('SRCH-22 SRCH-27 typed text is suggested after the debounce (500 ms for 2 characters), as options', async () => {
    const { calls } = setup();
    type('Sö');
    await wait(499);
    expect(calls).toHaveLength(0);
    await wait(1);
    expect(calls.map((c) => c.input)).toEqual(['Sö']);
    await answer(calls[0], ok([SODERMALM, STOCKHOLM]));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Södermalm', 'Stockholm']);
    expect(screen.getByText('2 suggestions. Use the up and down arrows to choose.')).toBeTruthy();
  });

  test('SRCH-29 SRCH-10 choosing a place looks it up and loads around it with a new history entry', async () => {
    const { calls, loads, history, store } = setup();
    type('Söd');
    await debounceOf('Söd');
    await answer(calls[0], ok([SODERMALM]));
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(calls[1]).toMatchObject({
      kind: 'details',
      input: 'se-sodermalm',
      sessionToken: calls[0]?.sessionToken,
    });
    await answer(calls[1], ok(DETAILS));
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatchObject({ lat: 59.315, lng: 18.07 });
    expect(store.getState().location).toMatchObject({
      name: 'Södermalm',
      address: 'Södermalm, Stockholm, Sverige',
      source: 'place',
    });
    expect(history.at(-1)?.mode).toBe('push');
    expect(parseSearchQuery(history.at(-1)?.query ?? '')).toMatchObject({ name: 'Södermalm', lat: 59.315 });
    expect(box().value).toBe('Södermalm');
  });

  test('API-13 after a place is chosen, the next search has a new session token', async () => {
    const { calls } = setup();
    type('Söd');
    await debounceOf('Söd');
    await answer(calls[0], ok([SODERMALM]));
    fireEvent.click(screen.getByRole('option', { name: 'Södermalm' }));
    await answer(calls[1], ok(DETAILS));
    type('Göt');
    await debounceOf('Göt');
    expect(calls[2]?.kind).toBe('suggest');
    expect(calls[2]?.sessionToken).not.toBe(calls[0]?.sessionToken);
  });

  test('ERR-23 no suggestions: the no-results message is shown and announced', async () => {
    const { calls } = setup();
    type('Xyzzy');
    await debounceOf('Xyzzy');
    await answer(calls[0], ok([]));
    const shown = screen.getByText(/No places found/, { selector: '.np-combobox__empty' });
    expect(box().getAttribute('aria-describedby')).toContain(shown.id);
    const announced = screen.getByText(/No places found/, { selector: '[aria-live="polite"]' });
    expect(announced).toBeTruthy();
  });

  test('failed details: a clear error near the box, no load, and the bar still works', async () => {
    const { calls, loads } = setup();
    type('Söd');
    await debounceOf('Söd');
    await answer(calls[0], ok([SODERMALM]));
    fireEvent.click(screen.getByRole('option', { name: 'Södermalm' }));
    await answer(calls[1], failed());
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('The place could not be looked up. Try again or choose another place.');
    expect(box().getAttribute('aria-describedby')).toBe(alert.id);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(loads).toHaveLength(0);
    type('Södermal');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SearchBar: the search button', () => {
  test('SRCH-24 disabled while the text is empty or blank, enabled with text', () => {
    const { store } = setup();
    act(() => store.setState({ status: 'done' }));
    expect(button().disabled).toBe(true);
    type('   ');
    expect(button().disabled).toBe(true);
    type('Sö');
    expect(button().disabled).toBe(false);
  });

  test('SRCH-25 disabled while facilities load or the location is worked out', () => {
    const { store } = setup();
    type('Stockholm');
    for (const status of ['loading', 'locating'] as const) {
      act(() => store.setState({ status }));
      expect(button().disabled).toBe(true);
    }
    act(() => store.setState({ status: 'done' }));
    expect(button().disabled).toBe(false);
  });

  test('SRCH-29 submitting text without choosing asks at once and takes the first suggestion', async () => {
    const { calls, loads, store } = setup();
    act(() => store.setState({ status: 'done' }));
    type('Stockholm');
    fireEvent.submit(screen.getByRole('search'));
    expect(calls.map((c) => c.input)).toEqual(['Stockholm']);
    await answer(calls[0], ok([STOCKHOLM, SODERMALM]));
    expect(calls[1]).toMatchObject({ kind: 'details', input: 'se-stockholm' });
    await answer(calls[1], ok(DETAILS));
    expect(loads).toHaveLength(1);
    // The debounced request for the same text was cancelled by the submit.
    await wait(1000);
    expect(calls).toHaveLength(2);
  });

  test('ERR-23 submitting text no place matches says so', async () => {
    const { calls, loads, store } = setup();
    act(() => store.setState({ status: 'done' }));
    type('Xyzzy');
    fireEvent.submit(screen.getByRole('search'));
    await answer(calls[0], ok([]));
    expect(screen.getByRole('alert').textContent).toMatch(/No places found/);
    expect(loads).toHaveLength(0);
  });
});

describe('SearchBar: variants', () => {
  test('SRCH-18 SRCH-23 the advanced variant has the date field beside the box', () => {
    setup({ variant: 'advanced' });
    expect(screen.getByRole('combobox', { name: /From date/ })).toBeTruthy();
  });

  test('SRCH-16 the simple variant has no date', () => {
    setup({ variant: 'simple' });
    expect(screen.queryByRole('combobox', { name: /From date/ })).toBeNull();
  });

  test('SRCH-23 a valid date entered goes to the store as a calendar date', () => {
    const { store, history } = setup({ variant: 'advanced' });
    const field = screen.getByRole('combobox', { name: /From date/ });
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    fireEvent.change(field, { target: { value: day } });
    // Committed the way a visitor does: with Enter.
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(store.getState().date).toBe(day);
    expect(parseSearchQuery(history.at(-1)?.query ?? '').date).toBe(day);
  });

  test('SRCH-12 SRCH-14 in customer-service mode the agent’s search sets the name, so loads start', async () => {
    const { calls, loads, store } = setup({ pageType: 'customerservice' });
    expect(store.getState().status).toBe('waiting');
    type('Söd');
    await debounceOf('Söd');
    await answer(calls[0], ok([SODERMALM]));
    fireEvent.click(screen.getByRole('option', { name: 'Södermalm' }));
    await answer(calls[1], ok(DETAILS));
    expect(store.getState().status).toBe('loading');
    expect(store.getState().location?.name).toBe('Södermalm');
    expect(loads).toHaveLength(1);
  });
});
