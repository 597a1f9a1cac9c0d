import { EMPTY_VEHICLE_PROFILE, type Facility, type Language, stayPrice } from '@nordpark/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ResultsToolbar } from '../layout/ResultsToolbar';
import type { SearchState, StayPriceEntry } from '../store/searchState';
import { FLEX, MONTHLY, numberedFacility, PREBOOKING, SOLD_OUT, STAY } from '../testing/stayFixtures';
import { fakeServices, TestProviders } from '../testing/TestProviders';
import { storeInState } from '../testing/testStore';
import { ResultsPanel } from './ResultsPanel';

// The price for your stay and "fits my car" on the list. Prices are set in the
// store as the stay-price loader leaves them; their totals are read off the fixtures.

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
const done = (products = [PREBOOKING, FLEX, MONTHLY, SOLD_OUT]): StayPriceEntry => ({
  status: 'done',
  price: stayPrice(products, STAY),
});

function renderList(facilities: Facility[], state: Partial<SearchState> = {}, language: Language = 'en') {
  const store = storeInState({ facilities, date: STAY.from, until: STAY.until, ...state }, { language });
  const services = fakeServices();
  services.config.bookingflowPage = '/se/boka';
  render(
    <TestProviders store={store} services={services} language={language}>
      <ResultsToolbar />
      <ResultsPanel />
    </TestProviders>,
  );
  return store;
}

const item = (name: string) => {
  const li = screen.getByRole('heading', { level: 2, name }).closest('li');
  if (!li) throw new Error(`no item for ${name}`);
  return li as HTMLElement;
};

beforeEach(() => {
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => 1024);
});
afterEach(() => vi.restoreAllMocks());

describe('the price for your stay on a list item', () => {
  test('"Your stay (11–14 Dec): from SEK 400 — Flexparkering", the others behind a disclosure', () => {
    renderList([numberedFacility(1)], { stayPrices: { f1: done() } });
    const card = item('P-hus 1');
    // Flex 4 × 100 = 400 kr is the cheapest of the four products.
    expect(text(card.querySelector('.np-stay__line'))).toBe(
      'Your stay (11 – 14 Dec): from SEK 400 — Flexparkering',
    );
    const disclosure = within(card).getByText('Other options (3)').closest('details');
    expect(disclosure?.open).toBe(false);
    const options = within(disclosure as HTMLElement)
      .getAllByRole('listitem')
      .map((li) => text(li));
    expect(options).toEqual([
      'Förbokad parkering SEK 895 covers it too',
      'Månadskort SEK 2,605 covers it too',
      'Reserverad plats: sold out',
    ]);
    expect(text(disclosure)).toContain(
      'Worked out from the published day and period prices. The price in the booking is the one you pay.',
    );
  });

  test('in Swedish: "Din vistelse (11–14 dec.): från 400 kr — Flexparkering"', () => {
    renderList([numberedFacility(1)], { stayPrices: { f1: done() } }, 'sv');
    expect(text(item('P-hus 1').querySelector('.np-stay__line'))).toBe(
      'Din vistelse (11–14 dec.): från 400 kr — Flexparkering',
    );
  });

  test('on its way, it says so; a failed call says "not available" on that item only', () => {
    renderList([numberedFacility(1), numberedFacility(2), numberedFacility(3)], {
      stayPrices: { f1: { status: 'loading' }, f2: { status: 'failed' }, f3: done([PREBOOKING]) },
    });
    expect(text(item('P-hus 1'))).toContain('Your stay (11 – 14 Dec): Working out the price of your stay …');
    expect(text(item('P-hus 2'))).toContain('Your stay (11 – 14 Dec): Price not available for your stay.');
    expect(text(item('P-hus 3'))).toContain('from SEK 895 — Förbokad parkering');
    expect(screen.getAllByText('Price not available for your stay.')).toHaveLength(1);
  });

  test('nothing bookable for the whole stay says so, with why each product is left out', () => {
    renderList([numberedFacility(1)], { stayPrices: { f1: done([SOLD_OUT]) } });
    const card = item('P-hus 1');
    expect(text(card.querySelector('.np-stay__line'))).toBe(
      'Your stay (11 – 14 Dec): Nothing here can be booked for your whole stay.',
    );
    expect(within(card).getByText('Reserverad plats: sold out')).toBeTruthy();
  });

  test('Book carries the cheapest product and the stay; without a price it is the plain link', () => {
    renderList(
      [
        numberedFacility(1, { HasLTPBookableOnline: true }),
        numberedFacility(2, { HasLTPBookableOnline: true }),
      ],
      {
        stayPrices: { f1: done(), f2: { status: 'failed' } },
      },
    );
    const book = (name: string) =>
      within(item(name)).getByRole('link', { name: /^Book/ }).getAttribute('href');
    expect(book('P-hus 1')).toBe('/se/boka?fId=f1&t=1&product=P-flex&date=2026-12-11&until=2026-12-14');
    expect(book('P-hus 2')).toBe('/se/boka?fId=f2&t=1');
  });

  test('without a stay there is no line, no order and no note', () => {
    renderList([numberedFacility(1)], { until: null, stayPrices: { f1: done() } });
    expect(document.querySelector('.np-stay')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Sort' })).toBeNull();
  });

  test('the order: nearest first by default; "Lowest price for your stay" sorts the shown ones, and says so', () => {
    const store = renderList([numberedFacility(1), numberedFacility(2), numberedFacility(3)], {
      stayPrices: { f1: done([PREBOOKING]), f2: done([MONTHLY]), f3: done([FLEX]) },
    });
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names()).toEqual(['P-hus 1', 'P-hus 2', 'P-hus 3']);
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    fireEvent.change(sort, { target: { value: 'price' } });
    expect(store.getState().sort).toBe('price');
    // Flex 400 kr, pre-booking 895 kr, the month 2 605 kr.
    expect(names()).toEqual(['P-hus 3', 'P-hus 1', 'P-hus 2']);
    expect(text(document.querySelector('.np-results-bar__note'))).toBe(
      'Cheapest first among the 3 nearest. Worked out from the published day and period prices. The price in the booking is the one you pay.',
    );
  });
});

describe('the price order while prices arrive', () => {
  test('the list keeps its order and says it is busy until every shown price is in, then sorts once', async () => {
    const store = renderList([numberedFacility(1), numberedFacility(2), numberedFacility(3)], {
      sort: 'price',
      stayPrices: { f1: { status: 'loading' }, f2: { status: 'loading' }, f3: done([FLEX]) },
    });
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const list = () => document.querySelector('.np-results');
    // P-hus 3 is already priced and the cheapest, yet nothing moves while two are on their way.
    expect(names()).toEqual(['P-hus 1', 'P-hus 2', 'P-hus 3']);
    expect(list()?.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      store.setState({ stayPrices: { f1: done([PREBOOKING]), f2: done([MONTHLY]), f3: done([FLEX]) } });
    });
    expect(names()).toEqual(['P-hus 3', 'P-hus 1', 'P-hus 2']);
    expect(list()?.hasAttribute('aria-busy')).toBe(false);
  });
});

describe('fits my car on a list item', () => {
  const vehicle = { ...EMPTY_VEHICLE_PROFILE, heightCm: 205 };
  const facilities = [
    numberedFacility(1, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 210 } }),
    numberedFacility(2, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 190 } }),
    numberedFacility(3, { Indoor: true }),
    numberedFacility(4),
  ];
  const fitLine = (name: string) => text(item(name).querySelector('.np-fit'));

  test('"Fits your vehicle (max 2.10 m)", "Too tall: …", "Height not known", "(no height limit)"', () => {
    renderList(facilities, { until: null, vehicle });
    expect(fitLine('P-hus 1')).toBe('✓Fits your vehicle (max 2.10 m)');
    expect(fitLine('P-hus 2')).toBe('✕Too tall: max 1.90 m, your vehicle 2.05 m');
    expect(fitLine('P-hus 3')).toBe('?Height not known');
    expect(fitLine('P-hus 4')).toBe('✓Fits your vehicle (no height limit)');
    // The mark is decoration: only the words are read.
    expect(item('P-hus 1').querySelector('.np-fit__mark')?.getAttribute('aria-hidden')).toBe('true');
  });

  test('EV and a space for the disabled are checked too; every failing point is said; sv uses a comma', () => {
    renderList(
      [
        numberedFacility(1, {
          Indoor: true,
          Services: ['disabled'],
          Info: { Heated: false, MaxVehicleHeight: 190 },
        }),
      ],
      { until: null, vehicle: { ...vehicle, ev: true, accessible: true } },
      'sv',
    );
    expect(fitLine('P-hus 1')).toBe('✕För högt: max 1,90 m, ditt fordon 2,05 m · Ingen laddning för elbil');
  });

  test('no vehicle, no fit line and no switch', () => {
    renderList(facilities, { until: null });
    expect(document.querySelector('.np-fit')).toBeNull();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  test('"Show only places that fit" keeps the places that fit, and is in the URL', () => {
    const store = renderList(facilities, { until: null, vehicle });
    const toggle = screen.getByRole('switch', { name: 'Show only places that fit' });
    fireEvent.click(toggle);
    expect(store.getState().fitOnly).toBe(true);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'P-hus 1',
      'P-hus 4',
    ]);
  });

  test('when none fits it says so and offers to show every place', () => {
    const store = renderList([facilities[1] as Facility, facilities[2] as Facility], {
      until: null,
      vehicle,
      fitOnly: true,
    });
    expect(screen.getByRole('heading', { level: 2, name: 'No parking here fits your vehicle' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all places' }));
    expect(store.getState().fitOnly).toBe(false);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'P-hus 2',
      'P-hus 3',
    ]);
  });
});
