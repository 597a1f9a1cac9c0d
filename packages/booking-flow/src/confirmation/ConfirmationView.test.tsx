import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BookingTextsProvider } from '../messages/BookingTexts';
import { storageKey } from '../store/persistence';
import { initialChoices } from '../store/state';
import { bookingTranslator } from '../testing/messages';
import { dropped, settle, testClock } from '../testing/testClock';
import { CONFIG, FACILITY, failed, fakeApi, memoryStorage, ok } from '../testing/testStore';
import { ConfirmationView } from './ConfirmationView';

// The booking-confirmation view a host mounts with fId and salesOrderId. The
// offer's sanitizer is replaced: DOMPurify cannot work on happy-dom (sanitizeOffer.test.ts).
vi.mock('./sanitizeOffer', () => ({
  sanitizeOffer: async (html: string) => `<p>sanitized: ${html.length} characters</p>`,
}));

const t = bookingTranslator(CONFIG);
const OFFER = '<p>Vinterdäck -20 %</p><img src=x onerror=alert(1)>';
/** What the flow kept in this tab for order SO-1: a pre-booking on Monday 7 December, 08–17. */
const KEPT = {
  ...initialChoices(),
  step: 'done',
  productId: 'PB',
  startDate: '2026-12-07',
  inTime: '08:00',
  outTime: '17:00',
  vehicle: { Id: null, LicensePlate: 'ABC123', Description: '', foreign: false },
  salesOrderId: 'SO-1',
  orderStage: 'paid',
};

let blobs: Blob[] = [];
beforeEach(() => {
  blobs = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:test/${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('getconfirmationpageoffer')
      ? new Response(OFFER, { headers: { 'Content-Type': 'text/html' } })
      : new Response('', { status: 404 }),
  );
});
afterEach(() => vi.restoreAllMocks());

function renderView(
  options: {
    salesOrderId?: string;
    api?: ReturnType<typeof fakeApi>;
    clock?: ReturnType<typeof testClock>;
  } = {},
) {
  const storage = memoryStorage();
  storage.setItem(storageKey(FACILITY.Uid), JSON.stringify(KEPT));
  const api = options.api ?? fakeApi();
  render(
    <BookingTextsProvider t={t}>
      <ConfirmationView
        config={CONFIG}
        fId={FACILITY.Uid}
        salesOrderId={options.salesOrderId ?? 'SO-1'}
        api={api.api}
        storage={storage}
        clock={options.clock ?? testClock()}
      />
    </BookingTextsProvider>,
  );
  return api;
}

describe('the confirmation view', () => {
  test('the order number and the booking this tab kept for that order', async () => {
    renderView();
    await screen.findByRole('heading', { name: 'Tack, din parkering är bokad' });
    expect(screen.getByText('Bokningsnummer SO-1')).toBeTruthy();
    const booking = screen.getByRole('region', { name: 'Din bokning' });
    expect(within(booking).getByText(FACILITY.Name)).toBeTruthy();
    expect(within(booking).getByText('Förbokad parkering')).toBeTruthy();
    expect(within(booking).getByText('7 december 2026, 08:00–17:00')).toBeTruthy();
    expect(within(booking).getByText('ABC123')).toBeTruthy();
  });

  test("another order's number shows no kept booking, only where the details are", async () => {
    renderView({ salesOrderId: 'SO-2' });
    await screen.findByText('Bokningsnummer SO-2');
    expect(screen.queryByText('Förbokad parkering')).toBeNull();
    expect(screen.queryByText('ABC123')).toBeNull();
    expect(
      screen.getByText('Alla detaljer om bokningen finns i bekräftelsen som vi har skickat till din e-post.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lägg till i kalendern' })).toBeNull();
  });

  test('the arrival kit for the booked product, with a Directions link', async () => {
    renderView();
    const kit = await screen.findByRole('region', { name: 'Så hittar du hit' });
    expect(within(kit).getByText('Kameran vid infarten läser registreringsnumret ABC123.')).toBeTruthy();
    const directions = within(kit).getByRole('link', { name: /Vägbeskrivning/ });
    expect(directions.getAttribute('href')).toMatch(/^(https:|geo:)/);
  });

  test('Add to calendar downloads an .ics of the booking', async () => {
    renderView();
    const link = await screen.findByRole('link', { name: 'Lägg till i kalendern' });
    expect(link.getAttribute('download')).toBe('parkering-SO-1.ics');
    expect(link.getAttribute('href')).toBe(`blob:test/${blobs.length}`);
    const file = blobs.at(-1) as Blob;
    expect(file.type).toContain('text/calendar');
    const event = new ICAL.Component(ICAL.parse(await file.text())).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('summary')).toBe(`Parkering: ${FACILITY.Name}`);
    expect(event?.getFirstPropertyValue('uid')).toBe('SO-1@nordpark');
    expect(String(event?.getFirstPropertyValue('description'))).toContain('Bokningsnummer SO-1');
  });

  test('Share hands the way there to Web Share; without it the link is copied and that is said', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderView();
    const button = await screen.findByRole('button', { name: 'Dela' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: `Parkering: ${FACILITY.Name}`,
        url: expect.stringMatching(/^https:/),
      }),
    );
    Reflect.deleteProperty(navigator, 'share');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Dela' }));
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^https:/));
    expect(screen.getByText('Länken till vägbeskrivningen är kopierad.')).toBeTruthy();
  });

  test('Share with neither Web Share nor a clipboard shows the link to copy by hand', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    renderView();
    const button = await screen.findByRole('button', { name: 'Dela' });
    await act(async () => {
      fireEvent.click(button);
    });
    const said = screen.getByText(/^Länken kunde inte kopieras\. Här är den: https:/);
    expect(said.getAttribute('role')).toBe('status');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  test("the facility's offer goes through the sanitizer before it is shown", async () => {
    renderView();
    const offer = await screen.findByRole('region', { name: 'Erbjudande' });
    expect(offer.textContent).toBe(`sanitized: ${OFFER.length} characters`);
    expect(offer.querySelector('img')).toBeNull();
  });

  test('a failed facility load shows the failure with Retry, and Retry shows the booking', async () => {
    let summaries = 0;
    const api = renderView({
      api: fakeApi({ getFacilitySummary: () => (++summaries === 1 ? failed(500) : ok(FACILITY)) }),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Något gick fel hos oss. Försök igen om en stund.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
      await settle();
    });
    expect(api.named('getFacilitySummary')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('region', { name: 'Så hittar du hit' })).toBeTruthy();
  });

  test('still loading after 5 s is said; abandoned at 20 s with the failure and Retry', async () => {
    const clock = testClock();
    renderView({ api: fakeApi({ getFacilitySummary: (() => new Promise(() => {})) as never }), clock });
    await act(settle);
    act(() => clock.advance(5_000));
    expect(screen.getByText('Laddar fortfarande …')).toBeTruthy();
    await act(async () => {
      clock.advance(15_000);
      await settle();
    });
    expect(
      within(screen.getByRole('alert')).getByText('Det tog för lång tid att få svar. Försök igen.'),
    ).toBeTruthy();
    expect(screen.queryByText('Laddar fortfarande …')).toBeNull();
  });

  test('a load that failed offline is tried again by itself when the browser is back', async () => {
    const clock = testClock();
    clock.online = false;
    let summaries = 0;
    const api = renderView({
      api: fakeApi({ getFacilitySummary: () => (++summaries === 1 ? dropped() : ok(FACILITY)) }),
      clock,
    });
    await screen.findByText(
      'Uppgifterna kunde inte hämtas eftersom du är offline. Vi försöker igen när anslutningen är tillbaka.',
    );
    clock.online = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await settle();
    });
    await waitFor(() => expect(api.named('getFacilitySummary')).toHaveLength(2));
    expect(await screen.findByRole('region', { name: 'Så hittar du hit' })).toBeTruthy();
  });
});
