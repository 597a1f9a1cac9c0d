import type { Facility, Product, Promotion } from '@nordpark/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, test } from 'vitest';
import { CurrentStep } from '../CurrentStep';
import { BookingStoreProvider } from '../store/BookingStoreContext';
import type { StepId } from '../store/state';
import { bookingTranslator } from '../testing/messages';
import { settlePrefetchedSteps } from '../testing/prefetchedSteps';
import { CONFIG, FACILITY, fakeApi, ok, PRE_BOOKING, SEASON, SPACES, testStore } from '../testing/testStore';

afterAll(settlePrefetchedSteps);

// What each step shows of the server's entities (spec §3): the fields the rules name, read
// by the widget from answers written here, in Swedish (the test config's language).

type Answers = Parameters<typeof fakeApi>[0];

/** The flow at `step` with `productId` chosen, its calls answered by `answers`. */
async function renderStep(
  step: StepId,
  productId: string,
  heading: string,
  answers: Answers = {},
  signedIn = false,
) {
  const api = fakeApi(answers);
  const { store } = testStore({ api: api.api, hasAuthCookie: () => signedIn });
  store.getState().choose({ productId, step });
  render(
    <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
      <CurrentStep />
    </BookingStoreProvider>,
  );
  await act(() => store.getState().start());
  await screen.findByRole('heading', { name: heading });
  return { store, api };
}

/** The product step for a facility with just these products. */
function withProducts(...products: Product[]): Answers {
  return { getFacilitySummary: ok({ ...FACILITY, Products: products } as Facility) };
}

// Intl writes no-break spaces between digits and currency; compare with plain ones.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const productBlock = (text: string) => {
  const block = screen.getByText(text, { selector: '.np-product__name' }).closest('.np-product');
  if (!(block instanceof HTMLElement)) throw new Error(`no product ${text}`);
  return block;
};

describe('the product step shows what a product is', () => {
  const promotion = (DiscountPercent: number, StartAfter: number, Duration: number): Promotion => ({
    DiscountPercent,
    DiscountValue: 0,
    StartAfter,
    Duration,
    DiscountValidity: { ValidFrom: '2026-11-01', ValidTo: '2027-01-31' },
    OrderLineValidFromValidity: null,
  });

  test('DOM-19 DOM-20 free and half-price months only for 100% and 50% promotions with a start-after delay', async () => {
    const product = {
      ...SEASON,
      Promotions: [
        promotion(100, 2, 1),
        promotion(100, 1, 3),
        promotion(50, 1, 3),
        promotion(50, 3, 1),
        promotion(100, 0, 3),
        promotion(50, 0, 2),
        promotion(25, 1, 2),
      ],
    };
    await renderStep('product', product.Id, 'Välj parkering', withProducts(product));
    const texts = [...productBlock(product.Text).querySelectorAll('.np-badge--offer')].map(
      (p) => p.textContent,
    );
    expect(texts).toEqual([
      'Månad 3 gratis',
      'Månad 2–4 gratis',
      'Månad 2–4 till halva priset',
      'Månad 4 till halva priset',
      // No delay, or another percentage: the discount as it is, not months.
      '100 % rabatt i 3 månader',
      '50 % rabatt i 2 månader',
      '25 % rabatt i 2 månader',
    ]);
  });

  test('DOM-43 the seven WeekdayPrices are the prices from Monday to Sunday, each day once', async () => {
    const product = { ...PRE_BOOKING, WeekdayPrices: [101, 102, 103, 104, 105, 106, 107], SundayPrice: 0 };
    await renderStep('product', product.Id, 'Välj parkering', withProducts(product));
    const rows = [...productBlock(product.Text).querySelectorAll('.np-booking__prices > div')].map(
      (row) => `${row.querySelector('dt')?.textContent} ${plain(row.querySelector('dd')?.textContent)}`,
    );
    expect(rows).toEqual([
      'Måndag 101 kr',
      'Tisdag 102 kr',
      'Onsdag 103 kr',
      'Torsdag 104 kr',
      'Fredag 105 kr',
      'Lördag 106 kr',
      'Söndag 107 kr',
    ]);
  });

  test('DOM-43 days at one price share a row, and Sunday shows once: its SundayPrice when it has one', async () => {
    const product = { ...PRE_BOOKING, WeekdayPrices: [255, 255, 255, 255, 255, 205, 180], SundayPrice: 170 };
    await renderStep('product', product.Id, 'Välj parkering', withProducts(product));
    const rows = [...productBlock(product.Text).querySelectorAll('.np-booking__prices > div')].map(
      (row) => `${row.querySelector('dt')?.textContent} ${plain(row.querySelector('dd')?.textContent)}`,
    );
    expect(rows).toEqual(['Måndag–fredag 255 kr', 'Lördag 205 kr', 'Söndag 170 kr']);
  });

  test('DOM-46 an UpcomingPriceChange shows its MonthlyPrice from its Validity.ValidFrom', async () => {
    const product = {
      ...SEASON,
      UpcomingPriceChange: { MonthlyPrice: 3250, Validity: { ValidFrom: '2027-02-01T00:00:00' } },
    };
    await renderStep('product', product.Id, 'Välj parkering', withProducts(product));
    expect(plain(productBlock(product.Text).textContent)).toContain(
      'Nytt månadspris 3 250 kr från 1 februari 2027',
    );
  });

  test('DOM-41 Type Reserved, Unreserved and NON_RESERVED are each named', async () => {
    const products = [
      { ...PRE_BOOKING, Id: 'R', Text: 'Plats R', Type: 'Reserved' },
      { ...PRE_BOOKING, Id: 'U', Text: 'Plats U', Type: 'Unreserved' },
      { ...PRE_BOOKING, Id: 'N', Text: 'Plats N', Type: 'NON_RESERVED' },
    ] as Product[];
    await renderStep('product', 'R', 'Välj parkering', withProducts(...products));
    const typeOf = (text: string) => productBlock(text).querySelector('.np-product__type')?.textContent;
    expect([typeOf('Plats R'), typeOf('Plats U'), typeOf('Plats N')]).toEqual([
      'Reserverad plats',
      'Oreserverad plats',
      'Oreserverad plats',
    ]);
  });
});

describe('the steps after the product show what the server answered', () => {
  test('API-17 DOM-38 a pre-booking loads its times with getavailableslots: InTimes to arrive, OutTimes to leave', async () => {
    const { api } = await renderStep('dates', PRE_BOOKING.Id, 'Välj datum', {
      getAvailableSlots: ok({
        BothDays: ['12:00'],
        InTimes: ['06:30', '07:30'],
        OutTimes: ['16:15', '19:45'],
      }),
    });
    expect(api.named('getAvailableSlots').map((call) => call.args[0])).toEqual([{ fId: 'fac-1' }]);
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.value);
    expect(options('Ankomsttid')).toEqual(['', '06:30', '07:30']);
    expect(options('Avresetid')).toEqual(['', '16:15', '19:45']);
  });

  test('BOOK-16 the access devices step says how many are available, from the Availability number', async () => {
    await renderStep('devices', SEASON.Id, 'Passerbrickor', {
      getAccessDeviceAvailability: ok({ Availability: 3 }),
    });
    expect(screen.getByText('3 tillgängliga')).toBeTruthy();
  });

  test('BOOK-16 while the Availability is on its way, its line keeps its place and says it is loading', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    const api = fakeApi({ getAccessDeviceAvailability: (() => pending) as never });
    const { store } = testStore({ api: api.api, hasAuthCookie: () => false });
    store.getState().choose({ productId: SEASON.Id, step: 'devices' });
    render(
      <BookingStoreProvider store={store} config={CONFIG} t={bookingTranslator(CONFIG)}>
        <CurrentStep />
      </BookingStoreProvider>,
    );
    // Not awaited: the start waits for the step's data, which is held back here.
    let started: Promise<void> = Promise.resolve();
    await act(async () => {
      started = store.getState().start();
    });
    await screen.findByRole('heading', { name: 'Passerbrickor' });
    const status = () => document.querySelector('.np-booking__status');
    expect(status()?.getAttribute('aria-busy')).toBe('true');
    expect(status()?.textContent).toBe('Laddar…');
    await act(async () => {
      answer(ok({ Availability: 3 }));
      await started;
    });
    expect(status()?.textContent).toBe('3 tillgängliga');
    expect(status()?.getAttribute('aria-busy')).toBeNull();
  });

  test('BOOK-16 an Availability of 0 says none are available and no device can be added', async () => {
    await renderStep('devices', SEASON.Id, 'Passerbrickor', {
      getAccessDeviceAvailability: ok({ Availability: 0 }),
    });
    expect(screen.getByText('Inga passerbrickor finns just nu. Kontakta kundservice.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Fjärrkontroll/ }) as HTMLInputElement).disabled).toBe(true);
  });

  test('BOOK-18 BOOK-19 the space step offers the free spaces by ParkingSpace.Name and locks by ParkingSpace.Uid', async () => {
    const space = (
      index: number,
      status: string,
      changes: Partial<(typeof SPACES)[number]['ParkingSpace']>,
    ) => {
      const base = SPACES[0] as (typeof SPACES)[number];
      return {
        ...base,
        ParkingSpaceStatus: status,
        ParkingSpace: { ...base.ParkingSpace, Uid: `uid-${index}`, Name: `B-${index}`, ...changes },
      };
    };
    const { api } = await renderStep('space', SEASON.Id, 'Välj parkeringsplats', {
      getParkingSpaceAvailability: ok([
        space(1, 'AVAILABLE', { ExternalNote: 'Nära hissen' }),
        space(2, 'NOT_AVAILABLE', {}),
        space(3, 'AVAILABLE', { Blocked: true }),
        space(4, 'AVAILABLE', {}),
      ]),
    });
    const group = within(screen.getByRole('group', { name: 'Lediga platser' }));
    expect(
      group.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['B-1 Nära hissen', 'B-4']);
    await act(async () => {
      fireEvent.click(group.getByRole('radio', { name: 'B-4' }));
    });
    expect(api.named('createTempLock')[0]?.args[0]).toMatchObject({ spaceUid: 'uid-4' });
    expect(screen.getByText('Plats B-4 hålls åt dig medan du bokar.')).toBeTruthy();
  });

  test('BOOK-15 a signed-in customer is greeted by name, and the update goes to their RecordId', async () => {
    const { api } = await renderStep(
      'customer',
      PRE_BOOKING.Id,
      'Dina uppgifter',
      {
        getLoggedInCustomer: ok({
          RecordId: 'C-4711',
          name: 'Karin Ek',
          Email: 'karin@example.se',
          Phone: '0707654321',
        }),
      },
      true,
    );
    expect(screen.getByText('Inloggad som Karin Ek.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fortsätt' }));
    });
    expect(api.named('updateCustomer')[0]?.args[0]).toMatchObject({
      RecordId: 'C-4711',
      FirstName: 'Karin',
      LastName: 'Ek',
    });
  });

  test('BOOK-17 a signed-in customer chooses one of the vehicles of the VehicleList, by plate and description', async () => {
    const { store } = await renderStep(
      'vehicle',
      PRE_BOOKING.Id,
      'Ditt fordon',
      {
        getLoggedInCustomer: ok({ RecordId: 'C-4711', name: 'Karin Ek' }),
        getVehicles: ok({
          VehicleList: [
            { Id: 'V-31', LicensePlate: 'XYZ789', Description: 'Blå Saab' },
            { Id: 'V-32', LicensePlate: 'KLM456', Description: '' },
          ],
        }),
      },
      true,
    );
    const group = within(screen.getByRole('group', { name: 'Välj fordon' }));
    expect(
      group.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['XYZ789 Blå Saab', 'KLM456', 'Lägg till ett nytt fordon']);
    fireEvent.click(group.getByRole('radio', { name: 'KLM456' }));
    expect(store.getState().vehicle).toMatchObject({ Id: 'V-32', LicensePlate: 'KLM456' });
  });
});
