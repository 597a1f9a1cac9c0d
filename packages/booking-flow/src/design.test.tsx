import type { Facility, Product } from '@nordpark/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { BookingFlow } from './BookingFlow';
import { CurrentStep } from './CurrentStep';
import { BookingStoreProvider } from './store/BookingStoreContext';
import type { BookingChoices, StepId } from './store/state';
import { bookingTranslator } from './testing/messages';
import { settlePrefetchedSteps } from './testing/prefetchedSteps';
import {
  CONFIG,
  FACILITY,
  fakeApi,
  memoryStorage,
  ok,
  PRE_BOOKING,
  SEASON,
  TODAY,
  testStore,
} from './testing/testStore';

afterAll(settlePrefetchedSteps);

// The booking flow's design: what the visitor sees of availability, of the price, of the
// steps, the order summary and the cancel question, and
// the typed date a reload keeps.

type Answers = Parameters<typeof fakeApi>[0];
const t = bookingTranslator(CONFIG);
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function renderAt(step: StepId, answers: Answers = {}, choices: Partial<BookingChoices> = {}) {
  const api = fakeApi(answers);
  const { store } = testStore({ api: api.api });
  store.getState().choose({ step, ...choices });
  render(
    <BookingStoreProvider store={store} config={CONFIG} t={t}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  await act(() => store.getState().start());
  return { store, api };
}

const withProducts = (products: Product[], facility: Partial<Facility> = {}): Answers => ({
  getFacilitySummary: ok({ ...FACILITY, ...facility, Products: products } as Facility),
});

/** happy-dom's own window API: the viewport matchMedia answers for. */
const viewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height,
  });

afterEach(() => viewport(1024, 768));

describe('defect 3: fully booked products', () => {
  const soldOut = {
    ...SEASON,
    Id: 'SO',
    Text: 'Månadskort',
    Availability: 0,
    AvailableFrom: `${TODAY}T00:00:00`,
  };
  const closed = {
    ...SEASON,
    Id: 'NA',
    Text: 'Garageplats',
    Availability: 9,
    ParkingSpaceStatus: 'NOT_AVAILABLE',
  };
  const waiting = { HasWaitingList: true, WaitingListUrl: '/se/kolista?fId=fac-1' };

  test('a sold-out product says "Fullbokad", not "available from today", and offers the waiting list', async () => {
    await renderAt('product', withProducts([soldOut, closed, PRE_BOOKING], waiting));
    await screen.findByRole('heading', { name: 'Välj parkering' });
    for (const name of [/Månadskort/, /Garageplats/]) {
      const radio = screen.getByRole('radio', { name }) as HTMLInputElement;
      expect(radio.disabled).toBe(true);
      const status = document.getElementById(radio.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
      expect(status?.textContent).toBe('Fullbokad');
    }
    expect(document.body.textContent).not.toContain('Tillgänglig från');
    const links = screen.getAllByRole('link', { name: 'Ställ dig i kö' });
    expect(links).toHaveLength(2);
    expect(links.every((link) => link.getAttribute('href') === '/se/kolista?fId=fac-1')).toBe(true);
    // Something can be booked: Continue stays the step's one primary action.
    expect(screen.getByRole('button', { name: 'Fortsätt' })).toBeTruthy();
  });

  test('without a waiting list a fully booked product offers none', async () => {
    await renderAt('product', withProducts([soldOut, PRE_BOOKING]));
    await screen.findByRole('heading', { name: 'Välj parkering' });
    expect(screen.queryByRole('link', { name: 'Ställ dig i kö' })).toBeNull();
  });

  test('when nothing can be booked, the waiting list replaces a Continue that leads nowhere', async () => {
    await renderAt('product', withProducts([soldOut, closed], waiting));
    await screen.findByRole('heading', { name: 'Välj parkering' });
    expect(screen.getByText('Allt är fullbokat här just nu.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fortsätt' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Ställ dig i kö' })[0]?.className).toContain(
      'np-button--primary',
    );
  });

  test('choosing a sold-out product for a day is refused as fully booked', async () => {
    const { store } = await renderAt('product', withProducts([{ ...PRE_BOOKING, Availability: 0 }]));
    store.getState().choose({ productId: PRE_BOOKING.Id });
    await act(() => store.getState().next());
    expect(store.getState().fieldErrors.productId).toBe('Förbokad parkering är fullbokad.');
  });
});

describe('product cards', () => {
  test('name and type name the radio; the price per unit and the availability describe it', async () => {
    await renderAt('product');
    await screen.findByRole('heading', { name: 'Välj parkering' });
    const radio = screen.getByRole('radio', { name: 'Reserverad plats Reserverad plats' });
    const described = (radio.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => plain(document.getElementById(id)?.textContent));
    expect(described).toEqual(['Lediga platser', '3 000 kr per månad']);
    const pre = screen.getByRole('radio', { name: /Förbokad parkering/ });
    const prePrice = plain(
      document.getElementById((pre.getAttribute('aria-describedby') ?? '').split(' ')[1] ?? '')?.textContent,
    );
    expect(prePrice).toBe('från 120 kr per dygn');
  });

  test('details open behind a disclosure', async () => {
    await renderAt('product');
    await screen.findByRole('heading', { name: 'Välj parkering' });
    const toggle = screen.getByRole('button', { name: 'Visa detaljer om Reserverad plats' });
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(details.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(details.hidden).toBe(false);
    expect(plain(details.textContent)).toContain('Per månad3 000 kr');
  });
});

describe('defect 4: devices and their price', () => {
  test('a required device that costs money shows its price and "Obligatorisk", never "ingår"', async () => {
    await renderAt('devices', {}, { productId: SEASON.Id });
    await screen.findByRole('heading', { name: 'Passerbrickor' });
    const tag = screen.getByRole('checkbox', { name: /Passerbricka/ });
    expect(plain(tag.closest('.np-checkbox-step')?.textContent)).toBe('Passerbricka 150 kr Obligatorisk');
    expect(document.body.textContent?.toLowerCase()).not.toContain('ingår');
  });
});

describe('the step indicator', () => {
  test('an ordered list of the named steps: done ones marked, the current one aria-current="step"', async () => {
    await renderAt('customer', {}, { productId: SEASON.Id });
    await screen.findByRole('heading', { name: 'Dina uppgifter' });
    const nav = screen.getByRole('navigation', { name: 'Bokningens steg' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Parkering (klart)',
      'Datum (klart)',
      'Plats (klart)',
      'Passerbrickor (klart)',
      '5Uppgifter',
      '6Fordon',
      '7Betalning',
      '8Bekräfta',
    ]);
    expect(
      items.filter((item) => item.getAttribute('aria-current') === 'step').map((item) => item.textContent),
    ).toEqual(['5Uppgifter']);
    expect(nav.querySelector('.np-steps__compact')?.textContent).toBe('Steg 5 av 8 · Uppgifter');
  });
});

describe('the order summary', () => {
  const chosen = { productId: 'PB', startDate: '2026-12-12', inTime: '08:00', outTime: '17:00', quantity: 2 };

  test('on a desktop it sits beside the steps, always open, with the itemised price', async () => {
    await renderAt('customer', {}, chosen);
    await screen.findByRole('heading', { name: 'Dina uppgifter' });
    const panel = screen.getByRole('region', { name: 'Din bokning' });
    expect(within(panel).queryByRole('button')).toBeNull();
    const text = plain(panel.textContent);
    expect(text).toContain('P-hus Testgatan');
    expect(text).toContain('12 december 2026, 08:00–17:00');
    expect(text).toContain('Förbokad parkering2 × 150 kr per dygn300 kr');
    expect(text).toContain('Totalt300 kr');
  });

  test('on a phone it is a disclosure above the step, closed until asked, showing the total', async () => {
    viewport(390, 844);
    await renderAt('customer', {}, chosen);
    await screen.findByRole('heading', { name: 'Dina uppgifter' });
    const toggle = screen.getByRole('button', { name: /Din bokning/ });
    expect(plain(toggle.textContent)).toBe('Din bokning300 kr');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(body.hidden).toBe(false);
    // Above the step: first in the reading order.
    const step = screen.getByRole('heading', { name: 'Dina uppgifter' });
    expect(toggle.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('defect 9: cancelling asks first', () => {
  test('Cancel opens a question; "Fortsätt boka" keeps everything, confirming starts over', async () => {
    const { store } = await renderAt('customer', {}, { productId: 'PB', startDate: '2026-12-12' });
    await screen.findByRole('heading', { name: 'Dina uppgifter' });
    fireEvent.click(screen.getByRole('button', { name: 'Avbryt bokningen' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Avbryta bokningen?' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Fortsätt boka' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fortsätt boka' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState()).toMatchObject({ step: 'customer', productId: 'PB', startDate: '2026-12-12' });

    fireEvent.click(screen.getByRole('button', { name: 'Avbryt bokningen' }));
    const again = await screen.findByRole('alertdialog');
    await act(async () => {
      fireEvent.click(within(again).getByRole('button', { name: 'Avbryt bokningen' }));
    });
    await waitFor(() => expect(store.getState().step).toBe('product'));
    expect(store.getState().productId).toBeNull();
  });
});

describe('defect 9: a reload keeps a typed date', () => {
  test('text typed in the date field and not yet committed comes back after a reload', async () => {
    const storage = memoryStorage();
    storage.setItem('nordpark:booking-flow:fac-1', JSON.stringify({ step: 'dates', productId: SEASON.Id }));
    const renderFlow = () =>
      render(
        <BookingFlow
          config={CONFIG}
          props={{ fId: FACILITY.Uid }}
          api={fakeApi().api}
          storage={storage}
          today={TODAY}
          t={t}
          history={false}
        />,
      );
    const before = renderFlow();
    const input = (await screen.findByRole('combobox', { name: 'Startdatum' })) as HTMLInputElement;
    fireEvent.input(input, { target: { value: '2026-12-1' } });
    expect(JSON.parse(storage.getItem('nordpark:booking-flow:fac-1') ?? '{}').startDateText).toBe(
      '2026-12-1',
    );
    before.unmount();

    renderFlow();
    const restored = (await screen.findByRole('combobox', { name: 'Startdatum' })) as HTMLInputElement;
    await waitFor(() => expect(restored.value).toBe('2026-12-1'));
  });
});
