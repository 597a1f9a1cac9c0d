import { act, render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import type { BookingChoices } from '../store/state';
import { bookingTranslator } from '../testing/messages';
import { settlePrefetchedSteps } from '../testing/prefetchedSteps';
import { CONFIG, SEASON, testStore } from '../testing/testStore';
import { arrivalKit } from './OrderSummary';

afterAll(settlePrefetchedSteps);

// The arrival kit in the order summary beside the steps. Its code comes beside the flow's:
// fetched ahead here, as the flow does when it mounts.
async function renderAt(choices: Partial<BookingChoices>) {
  await arrivalKit.preload();
  const { store } = testStore();
  await store.getState().start();
  store.getState().choose(choices);
  render(
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  await act(async () => {});
  return screen.getByRole('region', { name: 'Så hittar du hit' });
}

describe('the arrival kit in the order summary', () => {
  test("the facility's address with a Directions link to its coordinates, and the height", async () => {
    const kit = await renderAt({ productId: 'PB', step: 'dates' });
    // The test facility: Testgatan 1, 111 22 Stockholm at 59.3293 N, 18.0686 E, outdoors.
    expect(within(kit).getByText('Testgatan 1, 111 22 Stockholm')).toBeTruthy();
    const link = within(kit).getByRole('link', { name: /Vägbeskrivning/ });
    expect(link.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=59.3293,18.0686',
    );
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(kit).getByText('Ingen höjdgräns')).toBeTruthy();
  });

  test('how to get in follows the chosen product', async () => {
    const plate = await renderAt({ productId: 'PB', step: 'dates' });
    expect(
      within(plate).getByText('Kameran vid infarten läser registreringsnumret du bokar med.'),
    ).toBeTruthy();
  });

  test("a season ticket's devices, as chosen", async () => {
    const kit = await renderAt({ productId: SEASON.Id, deviceIds: ['remote'], step: 'customer' });
    expect(within(kit).getByText('Du kommer in med passerbricka och fjärrkontroll.')).toBeTruthy();
  });

  test('a directionsUrl that is not http(s) or geo: makes no link', async () => {
    await arrivalKit.preload();
    const config = { ...CONFIG, directionsUrl: 'javascript:alert({lat})' };
    const { store } = testStore({ config });
    await store.getState().start();
    store.getState().choose({ productId: 'PB', step: 'dates' });
    render(
      <BookingStoreProvider store={store} config={config} t={bookingTranslator(config)}>
        <CurrentStep />
      </BookingStoreProvider>,
    );
    await act(async () => {});
    const kit = screen.getByRole('region', { name: 'Så hittar du hit' });
    expect(within(kit).queryByRole('link')).toBeNull();
  });
});
