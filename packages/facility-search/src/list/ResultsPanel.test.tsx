import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { SearchState } from '../store/searchState';
import { TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';
import { ResultsPanel } from './ResultsPanel';

const stockholm = facilitiesIn('Stockholm', 25);

function renderPanel(state: Partial<SearchState>) {
  const store = storeInState(state);
  render(
    <TestProviders store={store}>
      <ResultsPanel />
    </TestProviders>,
  );
  return store;
}

const items = () =>
  screen.queryAllByRole('listitem').filter((item) => item.classList.contains('np-facility'));
const names = () => items().map((item) => within(item).getByRole('heading', { level: 2 }).textContent);

describe('ResultsPanel states', () => {
  test('SRCH-36 while facilities load a spinner is shown, and no list', () => {
    renderPanel({ status: 'loading', facilities: stockholm });
    expect(screen.getByRole('img', { name: 'Loading parking facilities' })).toBeTruthy();
    expect(items()).toHaveLength(0);
  });

  test('a map reload (a merging load) keeps the list instead of the spinner', () => {
    renderPanel({ status: 'loading', merging: true, facilities: stockholm });
    expect(screen.queryByRole('img', { name: 'Loading parking facilities' })).toBeNull();
    expect(items()).toHaveLength(10);
  });

  test('SRCH-36 while the location is worked out the spinner shows too', () => {
    renderPanel({ status: 'locating' });
    expect(screen.getByRole('img', { name: 'Loading parking facilities' })).toBeTruthy();
  });

  test('SRCH-14 customer-service mode before a name: a hint, no list and no spinner', () => {
    renderPanel({ status: 'waiting', pageType: 'customerservice' });
    expect(screen.getByText(/Search for the customer's place or name/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(items()).toHaveLength(0);
  });

  test('ERR-24 ERR-25 an empty result shows the empty-result heading and text', () => {
    renderPanel({ status: 'done', facilities: [] });
    expect(screen.getByRole('heading', { name: 'No parking facilities found' })).toBeTruthy();
    expect(screen.getByText(/There is no parking near this place/)).toBeTruthy();
  });

  test('ERR-24 facilities that the filters all rule out are an empty result too', () => {
    const indoorOnly = stockholm.map((facility) => ({
      ...facility,
      Indoor: true,
      FacilityInfo: { ...facility.FacilityInfo, Indoors: true },
    }));
    const store = renderPanel({ facilities: indoorOnly });
    act(() => store.getState().applyFilters({ ...store.getState().filters, Outdoor: true }));
    expect(screen.getByRole('heading', { name: 'No parking facilities found' })).toBeTruthy();
  });

  test('the panel adds no live region: the layout status line announces the count', () => {
    renderPanel({ facilities: stockholm });
    expect(document.querySelector('[role="status"], [aria-live]')).toBeNull();
  });
});

describe('ResultsPanel list', () => {
  test('SRCH-38 SRCH-39 results show as a list of the first 10, nearest first, each named by a heading', () => {
    renderPanel({ facilities: stockholm });
    expect(names()).toEqual(stockholm.slice(0, 10).map((facility) => facility.Name));
    expect(screen.getByText('Showing 10 of 25')).toBeTruthy();
  });

  test('SRCH-40 show more adds 10 and moves the focus to the first new item; it goes once all are shown', async () => {
    renderPanel({ facilities: stockholm });
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    // After the click's own frame (ResultsList); the focus moves in the effect after the new
    // items' commit, which for a deferred render can come a moment after them.
    await waitFor(() => expect(items()).toHaveLength(20));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(stockholm[10]?.Name));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(stockholm[20]?.Name));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(screen.getByText('Showing 25 of 25')).toBeTruthy();
  });

  test('SRCH-39 with 10 or fewer results there is no show-more button', () => {
    renderPanel({ facilities: stockholm.slice(0, 10) });
    expect(items()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  test('SRCH-20 SRCH-21 the advanced variant has a price box and expandable items', () => {
    renderPanel({ facilities: stockholm.slice(0, 3) });
    expect(document.querySelectorAll('.np-facility__price').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /Show details/ })).toHaveLength(3);
  });

  test('SRCH-17 the simple variant has no price box and no expandable items', () => {
    renderPanel({ variant: 'simple', facilities: stockholm.slice(0, 3) });
    expect(document.querySelectorAll('.np-facility__price')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Show details/ })).toBeNull();
    expect(items()).toHaveLength(3);
  });
});

describe('honest network states', () => {
  test('ERR-25 a failed call says it failed, with Retry, never "no facilities found"', () => {
    const store = renderPanel({ status: 'done', facilities: [], loadProblem: 'failed' });
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load parking near this place' }),
    ).toBeTruthy();
    expect(screen.queryByText('No parking facilities found')).toBeNull();
    let retried = 0;
    store.setState({
      retry: async () => {
        retried += 1;
      },
    });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });

  test('an empty answer still says there is nothing here', () => {
    renderPanel({ status: 'done', facilities: [], loadProblem: null });
    expect(screen.getByRole('heading', { name: 'No parking facilities found' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('a load that was abandoned says it took too long', () => {
    renderPanel({ status: 'done', facilities: [], loadProblem: 'timeout' });
    expect(screen.getByText('The answer took too long. Please try again.')).toBeTruthy();
  });

  test('a slow load adds "still loading" beside the spinner', () => {
    renderPanel({ status: 'loading', slow: true });
    expect(screen.getByText('Still loading …')).toBeTruthy();
  });
});
