import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchState } from '../store/searchState';
import { TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';
import { SearchStatus } from './SearchStatus';
import { ViewToggle } from './ViewToggle';

afterEach(() => vi.unstubAllGlobals());

function renderStatus(state: Partial<SearchState>) {
  const store = storeInState(state);
  render(
    <TestProviders store={store}>
      <SearchStatus />
    </TestProviders>,
  );
  return { store, status: screen.getByRole('status') };
}

describe('SearchStatus', () => {
  it('SRCH-37: a separate loading message is announced while a load is pending', () => {
    const { store, status } = renderStatus({ status: 'loading' });
    expect(status.textContent).toBe('Searching for parking …');
    act(() => store.setState({ status: 'done', facilities: facilitiesIn('Stockholm', 12) }));
    expect(status.textContent).toBe('12 parking facilities found.');
  });

  it('announces locating, waiting, one result and none', () => {
    const { store, status } = renderStatus({ status: 'locating' });
    expect(status.textContent).toBe('Finding your location …');
    act(() => store.setState({ status: 'waiting' }));
    expect(status.textContent).toBe('Search for a place to see parking facilities.');
    act(() => store.setState({ status: 'done', facilities: facilitiesIn('Stockholm', 1) }));
    expect(status.textContent).toBe('1 parking facility found.');
    act(() => store.setState({ facilities: [] }));
    expect(status.textContent).toBe('No parking facilities found.');
  });

  it('FLT-14: the count follows the applied filters', () => {
    const facilities = facilitiesIn('Stockholm', 20);
    const { store, status } = renderStatus({ facilities });
    const indoor = facilities.filter((f) => f.Indoor).length;
    act(() =>
      store.getState().applyFilters({ ...store.getState().filters, Indoor: true }, { history: 'none' }),
    );
    expect(status.textContent).toBe(`${indoor} parking facilities found.`);
  });
});

describe('ViewToggle', () => {
  it('MAP-22: on small screens a toggle switches between the list and the map', () => {
    const store = storeInState();
    render(
      <TestProviders store={store}>
        <ViewToggle />
      </TestProviders>,
    );
    const map = screen.getByRole('button', { name: 'Map' });
    expect(screen.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(map);
    expect(store.getState().view).toBe('map');
    expect(map.getAttribute('aria-pressed')).toBe('true');
  });
});
