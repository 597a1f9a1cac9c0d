import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import { bookingTranslator } from '../testing/messages';
import { settlePrefetchedSteps } from '../testing/prefetchedSteps';
import { CONFIG, failed, fakeApi, ok, testStore } from '../testing/testStore';

afterAll(settlePrefetchedSteps);

async function renderFlow(options: Parameters<typeof testStore>[0] = {}) {
  const { store, fake } = testStore(options);
  render(
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  await act(() => store.getState().start());
  return { store, fake };
}

/** The step's own heading (the order summary has one too). */
const heading = () => document.querySelector('.np-booking__step h2');

describe('the steps', () => {
  test('DOM-42 BOOK-12 DOM-20 the product step groups products by ProcessType and disables the unavailable with why', async () => {
    await renderFlow();
    const groups = screen.getAllByRole('group').map((group) => within(group).getAllByRole('radio').length);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Förbokning',
      'Flexbokning',
      'Periodkort',
    ]);
    expect(groups).toEqual([4, 1, 1]);
    const later = screen.getByRole('radio', { name: /Ny laddplats/ }) as HTMLInputElement;
    expect(later.disabled).toBe(true);
    expect(screen.getByText('Tillgänglig från 1 februari 2027')).toBeTruthy();
    expect(screen.getByText('Kan inte bokas online. Kontakta kundservice.')).toBeTruthy();
    // The season ticket's 50% promotion starts after 1 month and lasts 2: months 2 and 3.
    expect(screen.getByText('Månad 2–3 till halva priset')).toBeTruthy();
  });

  test('focus moves to the new step heading on a step change, not on the first load', async () => {
    await renderFlow();
    expect(document.activeElement).toBe(document.body);
    fireEvent.click(screen.getByRole('radio', { name: /Förbokad parkering/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    });
    await screen.findByRole('heading', { name: 'Välj datum' });
    // The heading takes focus in an effect, after it is on the page.
    await waitFor(() => expect(document.activeElement).toBe(heading()));
  });

  test('the heading leaves the focus where the visitor put it when its frame comes late', async () => {
    await renderFlow();
    // The frames wait here: a slow phone's next frame, after the visitor's tap.
    const frames: FrameRequestCallback[] = [];
    const raf = vi
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback) => frames.push(callback));
    try {
      fireEvent.click(screen.getByRole('radio', { name: /Förbokad parkering/ }));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
      });
      const input = (await screen.findByRole('combobox', { name: 'Datum' })) as HTMLInputElement;
      input.focus();
      // The step's effects have run: its frame is among those waiting.
      await act(async () => {});
      await waitFor(() => expect(frames.length).toBeGreaterThan(0));
      act(() => {
        for (const callback of frames.splice(0)) callback(performance.now());
      });
      expect(document.activeElement).toBe(input);
    } finally {
      raf.mockRestore();
    }
  });

  test('without a product, Continue shows the error tied to the radios', async () => {
    await renderFlow();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    });
    const error = screen.getByText('Välj vad du vill boka för att fortsätta.');
    const radio = screen.getByRole('radio', { name: /Förbokad parkering/ });
    expect(radio.getAttribute('aria-invalid')).toBe('true');
    expect(radio.getAttribute('aria-describedby')).toContain(error.id);
  });

  test('a failed call shows its message at the step, keeps the input, and retries', async () => {
    let calls = 0;
    const api = fakeApi({
      createOrEditCustomer: () => (++calls === 1 ? failed(500) : ok({ RecordId: 'C-7' })),
    });
    const { store } = testStore({ api: api.api });
    store.getState().choose({ productId: 'PB', step: 'customer' });
    render(
      <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
        <CurrentStep />
      </BookingStoreProvider>,
    );
    await act(() => store.getState().start());
    await screen.findByRole('heading', { name: 'Dina uppgifter' });
    for (const [label, value] of [
      ['Förnamn', 'Anna'],
      ['Efternamn', 'Lind'],
      ['E-post', 'anna@example.se'],
      ['Telefon', '0701234567'],
    ]) {
      fireEvent.change(screen.getByLabelText(label as string), { target: { value } });
    }
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Något gick fel hos oss');
    expect((screen.getByLabelText('Förnamn') as HTMLInputElement).value).toBe('Anna');
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    });
    await screen.findByRole('heading', { name: 'Ditt fordon' });
    expect(store.getState().customer.RecordId).toBe('C-7');
  });

  test('customer field errors are tied to their fields', async () => {
    const { store } = testStore();
    store.getState().choose({ productId: 'PB', step: 'customer' });
    render(
      <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
        <CurrentStep />
      </BookingStoreProvider>,
    );
    await act(() => store.getState().start());
    await screen.findByRole('heading', { name: 'Dina uppgifter' });
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'not-an-address' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    });
    const email = screen.getByLabelText('E-post');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'Ange en e-postadress som namn@exempel.se.',
    );
  });

  test('the summary shows every choice and the total in kronor', async () => {
    const { store } = testStore();
    store.getState().choose({
      productId: 'PB',
      startDate: '2026-12-05',
      inTime: '08:00',
      outTime: '17:00',
      quantity: 2,
      customer: {
        RecordId: 'C-1',
        FirstName: 'Anna',
        LastName: 'Lind',
        Email: 'a@example.se',
        Phone: '0701234567',
      },
      vehicle: { Id: null, LicensePlate: 'abc123', Description: '', foreign: false },
      step: 'summary',
    });
    render(
      <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
        <CurrentStep />
      </BookingStoreProvider>,
    );
    await act(() => store.getState().start());
    await screen.findByRole('heading', { name: 'Kontrollera och bekräfta' });
    const summary = document.querySelector('.np-booking__summary')?.textContent ?? '';
    expect(summary).toContain('Förbokad parkering × 2');
    expect(summary).toContain('5 december 2026, 08:00–17:00');
    expect(summary).toContain('ABC123');
    // Saturday: 150 kr a space.
    expect(document.querySelector('.np-price__line--total dd')?.textContent).toBe('300\u00a0kr');
    expect(screen.getByRole('button', { name: 'Bekräfta och betala' })).toBeTruthy();
  });
});
