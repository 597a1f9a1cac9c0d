import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BookingFlow } from './BookingFlow';
import { bookingTranslator } from './testing/messages';
import { CONFIG, FACILITY, fakeApi, memoryStorage } from './testing/testStore';

// The confirmation view has no store: the island's root gives it the texts it gives the flow,
// the page's overrides included. The offer's sanitizer is replaced (DOMPurify needs a real DOM).
vi.mock('./confirmation/sanitizeOffer', () => ({ sanitizeOffer: async () => '' }));

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('', { status: 404 }));
});
afterEach(() => vi.restoreAllMocks());

describe('the booking flow as the confirmation view', () => {
  test("shows the root's texts, with the page's overrides, in the view and in its arrival kit", async () => {
    const config = {
      ...CONFIG,
      texts: { 'booking.confirmation.heading': 'Klart!', 'booking.arrival.heading': 'Hit kör du' },
    };
    render(
      <BookingFlow
        config={config}
        props={{ fId: FACILITY.Uid, view: 'confirmation', salesOrderId: 'SO-9' }}
        api={fakeApi().api}
        storage={memoryStorage()}
        t={bookingTranslator(config)}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Klart!' })).toBeTruthy();
    expect(screen.getByText('Bokningsnummer SO-9')).toBeTruthy();
    const kit = await screen.findByRole('region', { name: 'Hit kör du' });
    expect(within(kit).getByRole('link', { name: /Vägbeskrivning/ })).toBeTruthy();
  });
});
