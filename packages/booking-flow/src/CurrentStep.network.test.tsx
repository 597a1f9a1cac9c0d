import type { ApiResult } from '@nordpark/api/booking';
import type { Facility } from '@nordpark/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest';
import { CurrentStep } from './CurrentStep';
import { BookingStoreProvider } from './store/BookingStoreContext';
import { bookingTranslator } from './testing/messages';
import { settlePrefetchedSteps } from './testing/prefetchedSteps';
import { deferred, dropped, settle, testClock } from './testing/testClock';
import { CONFIG, FACILITY, failed, fakeApi, ok, testStore } from './testing/testStore';

afterAll(settlePrefetchedSteps);

// What the visitor sees of the network rules before and at the first step.

function renderFlow(options: Parameters<typeof testStore>[0]) {
  const { store } = testStore(options);
  render(
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  return store;
}

let online = true;
afterEach(() => {
  vi.restoreAllMocks();
  online = true;
});

describe('the flow on a bad network', () => {
  test('a failed first load shows the failure and Retry, never an empty product list; Retry shows the products', async () => {
    let summaries = 0;
    const api = fakeApi({ getFacilitySummary: () => (++summaries === 1 ? failed(500) : ok(FACILITY)) });
    const store = renderFlow({ api: api.api, clock: testClock() });
    await act(() => store.getState().start());
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Något gick fel')).toBeTruthy();
    expect(within(alert).getByText('Något gick fel hos oss. Försök igen om en stund.')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
      await settle();
    });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: /Förbokad parkering/ })).toBeTruthy();
    expect(api.named('getFacilitySummary')).toHaveLength(2);
  });

  test('a first load pending for 5 s shows itself saying it is still loading', async () => {
    const clock = testClock();
    const answer = deferred<ApiResult<Facility>>();
    const api = fakeApi({ getFacilitySummary: (() => answer.promise) as never });
    const store = renderFlow({ api: api.api, clock });
    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = store.getState().start();
    });
    expect(screen.queryByText('Laddar fortfarande …')).toBeNull();
    act(() => clock.advance(4_999));
    expect(screen.queryByText('Laddar fortfarande …')).toBeNull();
    act(() => clock.advance(1));
    expect(screen.getByText('Laddar fortfarande …').getAttribute('role')).toBe('status');
    await act(async () => {
      answer.resolve(ok(FACILITY));
      await started;
    });
    expect(screen.queryByText('Laddar fortfarande …')).toBeNull();
    expect(screen.getByRole('radio', { name: /Förbokad parkering/ })).toBeTruthy();
  });

  test('offline: said once, Retry waits; back online the failed load is tried again by itself', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    const clock = testClock();
    let summaries = 0;
    const api = fakeApi({ getFacilitySummary: () => (++summaries === 1 ? dropped() : ok(FACILITY)) });
    online = false;
    clock.online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    const store = renderFlow({ api: api.api, clock });
    await act(() => store.getState().start());
    const retry = within(screen.getByRole('alert')).getByRole('button', { name: 'Försök igen' });
    expect(retry.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(retry);
    await act(settle);
    expect(api.named('getFacilitySummary')).toHaveLength(1);
    expect(screen.getAllByText(/^Du är offline\./)).toHaveLength(1);
    online = true;
    clock.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await settle();
    });
    expect(api.named('getFacilitySummary')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('radio', { name: /Förbokad parkering/ })).toBeTruthy();
  });
});
