import { act, render, screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import { bookingTranslator } from '../testing/messages';
import { settlePrefetchedSteps } from '../testing/prefetchedSteps';
import { CONFIG, fakeApi, ok, SEASON, testStore } from '../testing/testStore';

afterAll(settlePrefetchedSteps);

// Intl writes no-break spaces between digits and currency; compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

test('BOOK-14 each payment option shows its text, its own optionPrice and its own currency', async () => {
  const api = fakeApi({
    getPaymentOptions: ok([
      { id: 'Monthly', text: 'Månadsvis', currency: 'SEK', optionPrice: 3000 },
      { id: 'Quarterly', text: 'Kvartalsvis', currency: 'EUR', optionPrice: 265.5 },
      { id: 'Yearly', text: 'Årsvis', currency: 'NOK', optionPrice: 33000 },
    ]),
  });
  const { store } = testStore({ api: api.api });
  store.getState().choose({ productId: SEASON.Id, step: 'payment' });
  render(
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  await act(() => store.getState().start());
  await screen.findByRole('heading', { name: 'Betalning och villkor' });
  const options = within(screen.getByRole('group', { name: 'Betalningsperiod' }));
  // The page is Swedish (sv-SE): kronor as "kr", euros as "€", Norwegian kroner as "Nkr".
  expect(
    options
      .getAllByRole('radio')
      .map((radio) => plain((radio as HTMLInputElement).labels?.[0]?.textContent ?? '')),
  ).toEqual(['Månadsvis 3 000 kr', 'Kvartalsvis 265,50 €', 'Årsvis 33 000 Nkr']);
  // The id is what the option's radio chooses.
  act(() => options.getByRole('radio', { name: /Kvartalsvis/ }).click());
  expect(store.getState().paymentOptionId).toBe('Quarterly');
});
