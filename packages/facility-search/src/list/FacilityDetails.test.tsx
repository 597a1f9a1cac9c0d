import type { ApiResult, ProductsResponse } from '@nordpark/api/search';
import type { Facility, Product } from '@nordpark/core';
import { storyConfig } from '@nordpark/ui/testing';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { failed, fakeApi, fakeServices, ok, TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';
import { ResultsPanel } from './ResultsPanel';
import { sanitizePriceList } from './sanitizePriceList';

// DOMPurify cannot run on happy-dom (see sanitizePriceList.test.ts): here the sanitizer is a
// stand-in that passes markup on, so the tests see what reaches the DOM and through what.
vi.mock('./sanitizePriceList', () => ({ sanitizePriceList: vi.fn(async (html: string) => html) }));

const [facility] = facilitiesIn('Stockholm', 1) as [Facility];

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function renderItem(
  api = fakeApi(),
  facilities: Facility[] = [facility],
  date: string | null = '2026-12-01',
) {
  const store = storeInState({ facilities, date });
  const view = render(
    <TestProviders store={store} services={fakeServices(api)}>
      <ResultsPanel />
    </TestProviders>,
  );
  return { store, ...view };
}

const toggle = () => screen.getByRole('button', { name: /Show details|Hide details/ });
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
/** Expands the item; its tabs are a lazy chunk, so wait for them to arrive. */
const expand = async () => {
  fireEvent.click(toggle());
  await screen.findByRole('tablist');
};

describe('expanding an item', () => {
  test('SRCH-21 SRCH-42 the disclosure expands the item and collapses it again', async () => {
    renderItem();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('tablist')).toBeNull();
    await expand();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    const details = document.getElementById(toggle().getAttribute('aria-controls') ?? '');
    expect(details?.contains(screen.getByRole('tablist'))).toBe(true);
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  test('expanding an item also selects it for the map', async () => {
    const { store } = renderItem();
    await expand();
    expect(store.getState().selectedUid).toBe(facility.Uid);
  });
});

describe('the tabs', () => {
  test('SRCH-43 three tabs, info first: tablist, tabs with aria-selected and aria-controls, a labelled panel', async () => {
    renderItem();
    await expand();
    const list = screen.getByRole('tablist', { name: `Details of ${facility.Name}` });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Information', 'Price list', 'Offers']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    for (const t of tabs)
      expect(document.getElementById(t.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe(
        'tabpanel',
      );
    expect(panel().getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
  });

  test('SRCH-43 arrow keys move and select with a roving tabindex; Home and End go to the ends; wraps around', async () => {
    renderItem();
    await expand();
    tab('Information').focus();
    fireEvent.keyDown(tab('Information'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Price list'));
    expect(tab('Price list').getAttribute('aria-selected')).toBe('true');
    expect(tab('Price list').tabIndex).toBe(0);
    expect(tab('Information').tabIndex).toBe(-1);
    fireEvent.keyDown(tab('Price list'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Offers'));
    fireEvent.keyDown(tab('Offers'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Information'));
    fireEvent.keyDown(tab('Information'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Offers'));
    fireEvent.keyDown(tab('Offers'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Information'));
    expect(panel().getAttribute('aria-labelledby')).toBe(tab('Information').id);
  });

  test('SRCH-43 the info tab: opening hours, times, facts, services, notes of facility and zones, driving instructions', async () => {
    renderItem(fakeApi(), [
      {
        ...facility,
        LongTermOpeningHours: 'Open around the clock',
        FilteredNotes: 'Camera surveillance.',
        ParkingZones: [{ Uid: 'z', FilteredNotes: 'Zone B closes at 22.', Pmcs: [] }],
        DrivingInstructions: 'Enter from Main Street.',
        GroupedTimeSlots: {
          BothDays: [],
          InTimes: ['07:00', '08:00', '22:00'],
          OutTimes: ['07:00', '23:00'],
        },
      },
    ]);
    await expand();
    const info = within(panel());
    for (const text of [
      'Open around the clock',
      'Camera surveillance.',
      'Zone B closes at 22.',
      'Enter from Main Street.',
      '07:00–22:00',
      '07:00–23:00',
    ]) {
      expect(info.getByText(text)).toBeTruthy();
    }
  });
});

describe('the info tab reads the facility’s own entities', () => {
  test('DOM-38 DOM-39 GroupedTimeSlots’ in, out and both-days times; FacilityInfo’s charging spaces and height', async () => {
    renderItem(fakeApi(), [
      {
        ...facility,
        NumberOfParkingSpots: 140,
        GroupedTimeSlots: {
          InTimes: ['06:00', '07:00', '09:00'],
          OutTimes: ['17:00', '23:00'],
          BothDays: ['10:00', '14:00'],
        },
        FacilityInfo: { NumberOfEvChargingSpaces: 12, MaxVehicleHeight: 230, Indoors: true, Heated: true },
        Info: { ...facility.Info, MaxVehicleHeight: 230 },
      },
    ]);
    await expand();
    const rows = [...panel().querySelectorAll('dl > div')].map(
      (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
    );
    expect(rows).toEqual([
      'Entry: 06:00–09:00',
      'Exit: 17:00–23:00',
      'Both days: 10:00–14:00',
      'Parking spaces: 140',
      'Spaces with charging: 12',
      'Max height: 2.3 m',
    ]);
  });
});

describe('the pricelist tab', () => {
  test('SRCH-44 API-08 fetched when the tab opens, for the search date; loading, then the fragment', async () => {
    const answer = deferred<ApiResult<string>>();
    const getPricesProductsPartial = vi.fn(() => answer.promise);
    renderItem(fakeApi({ getPricesProductsPartial }));
    await expand();
    expect(getPricesProductsPartial).not.toHaveBeenCalled();
    fireEvent.click(tab('Price list'));
    expect(getPricesProductsPartial).toHaveBeenCalledWith(
      { fId: facility.Uid, availabilityFrom: '2026-12-01' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(within(panel()).getByText('Loading the price list …')).toBeTruthy();
    await act(async () =>
      answer.resolve(ok('<table><caption>Prices</caption><tr><td>100 kr</td></tr></table>')),
    );
    expect(within(panel()).getByRole('table', { name: 'Prices' })).toBeTruthy();
  });

  test('SRCH-44 the fragment goes through the sanitizer, and only its output enters the DOM', async () => {
    const html = '<p>Monthly 900 kr</p><script>window.__xss=2</script>';
    vi.mocked(sanitizePriceList).mockImplementationOnce(async () => '<p>Cleaned</p>');
    renderItem(fakeApi({ getPricesProductsPartial: async () => ok(html) }));
    await expand();
    await act(async () => fireEvent.click(tab('Price list')));
    expect(sanitizePriceList).toHaveBeenCalledWith(html);
    expect(panel().querySelector('.np-price-list')?.innerHTML).toBe('<p>Cleaned</p>');
    expect(screen.queryByText('Monthly 900 kr')).toBeNull();
  });

  test('SRCH-44 a failed fetch says so in an alert and can be retried', async () => {
    const getPricesProductsPartial = vi.fn(async (): Promise<ApiResult<string>> => failed());
    renderItem(fakeApi({ getPricesProductsPartial }));
    await expand();
    await act(async () => fireEvent.click(tab('Price list')));
    expect(screen.getByRole('alert').textContent).toBe('The price list could not be loaded.');
    getPricesProductsPartial.mockImplementationOnce(async () => ok('<p>Back again</p>'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(within(panel()).getByText('Back again')).toBeTruthy();
    expect(getPricesProductsPartial).toHaveBeenCalledTimes(2);
  });

  test('fetched once: switching tabs back and forth does not fetch again', async () => {
    const getPricesProductsPartial = vi.fn(async () => ok('<p>Prices</p>'));
    renderItem(fakeApi({ getPricesProductsPartial }));
    await expand();
    await act(async () => fireEvent.click(tab('Price list')));
    fireEvent.click(tab('Information'));
    await act(async () => fireEvent.click(tab('Price list')));
    expect(getPricesProductsPartial).toHaveBeenCalledTimes(1);
  });

  test('collapsing the item aborts a running fetch, and its late answer is never shown', async () => {
    const answer = deferred<ApiResult<string>>();
    let signal: AbortSignal | undefined;
    renderItem(
      fakeApi({
        getPricesProductsPartial: (_params, options) => {
          signal = options?.signal;
          return answer.promise;
        },
      }),
    );
    await expand();
    fireEvent.click(tab('Price list'));
    fireEvent.click(toggle());
    expect(signal?.aborted).toBe(true);
    await act(async () => answer.resolve(ok('<p>Too late</p>')));
    expect(screen.queryByText('Too late')).toBeNull();
  });
});

describe('the offers tab', () => {
  const promoted = (overrides: Partial<Product>): Product => ({
    ...(facility.Products?.[0] as Product),
    ...overrides,
  });

  test('SRCH-45 DOM-19 DOM-20 DOM-46 DOM-48 products with prices, free and half-price months, an upcoming price change, campaigns', async () => {
    const validity = { ValidFrom: '2000-01-01T00:00:00', ValidTo: '2999-12-31T00:00:00' };
    const products = [
      promoted({
        Id: 'p1',
        Text: 'Monthly card',
        MonthlyPrice: 1900,
        Promotions: [
          {
            DiscountPercent: 100,
            DiscountValue: 0,
            StartAfter: 2,
            Duration: 1,
            DiscountValidity: validity,
            OrderLineValidFromValidity: null,
          },
        ],
        UpcomingPriceChange: { MonthlyPrice: 2100, Validity: { ValidFrom: '2999-01-01T00:00:00' } },
      }),
      promoted({
        Id: 'p2',
        Text: 'Evening card',
        MonthlyPrice: 900,
        Promotions: [
          {
            DiscountPercent: 50,
            DiscountValue: 0,
            StartAfter: 1,
            Duration: 3,
            DiscountValidity: validity,
            OrderLineValidFromValidity: null,
          },
        ],
        UpcomingPriceChange: null,
      }),
    ];
    const getProducts = vi.fn(async () => ok<ProductsResponse>({ Places: [['zone', products]] }));
    const campaign = {
      Heading: 'Winter deal',
      Url: '/se/kampanj/vinter',
      Image: '',
      ImageSrc: '',
      DateFrom: '2000-01-01',
      DateTo: '2999-12-31',
    };
    renderItem(fakeApi({ getProducts }), [{ ...facility, Campaigns: [campaign], Country: 'se' }]);
    await expand();
    await act(async () => fireEvent.click(tab('Offers')));
    expect(getProducts).toHaveBeenCalledWith(
      { fId: facility.Uid, availabilityFrom: '2026-12-01' },
      expect.anything(),
    );
    const offers = within(panel());
    expect(offers.getByRole('heading', { name: 'Monthly card' })).toBeTruthy();
    expect(offers.getByText('SEK 1,900 per month')).toBeTruthy();
    expect(offers.getByText('Month 3 free')).toBeTruthy();
    expect(offers.getByText(/^From 1 January 2999: SEK 2,100 per month$/)).toBeTruthy();
    expect(offers.getByText('Months 2–4 at half price')).toBeTruthy();
    expect(offers.getByRole('link', { name: 'Winter deal' }).getAttribute('href')).toBe(
      `${window.location.origin}/se/kampanj/vinter`,
    );
  });

  test('DOM-19 DOM-20 a 100% or 50% promotion without a start-after delay is shown as its percentage, not as months', async () => {
    const validity = { ValidFrom: '2000-01-01T00:00:00', ValidTo: '2999-12-31T00:00:00' };
    const promotion = (DiscountPercent: number) => ({
      DiscountPercent,
      DiscountValue: 0,
      StartAfter: 0,
      Duration: 3,
      DiscountValidity: validity,
      OrderLineValidFromValidity: null,
    });
    const products = [
      promoted({ Id: 'p1', Text: 'Monthly card', Promotions: [promotion(100)] }),
      promoted({ Id: 'p2', Text: 'Evening card', Promotions: [promotion(50)] }),
    ];
    const getProducts = vi.fn(async () => ok<ProductsResponse>({ Places: [['zone', products]] }));
    renderItem(fakeApi({ getProducts }));
    await expand();
    await act(async () => fireEvent.click(tab('Offers')));
    const texts = [...panel().querySelectorAll('.np-offers__promotion')].map((p) => p.textContent);
    expect(texts).toEqual(['100% discount', '50% discount']);
  });

  test('SRCH-45 no products: says so; a failure says so with a retry', async () => {
    const getProducts = vi.fn(async () => ok<ProductsResponse>({ Places: [] }));
    renderItem(fakeApi({ getProducts }));
    await expand();
    await act(async () => fireEvent.click(tab('Offers')));
    expect(within(panel()).getByText('There are no products to book right now.')).toBeTruthy();
    fireEvent.click(toggle());
    getProducts.mockImplementation(async () => failed());
    fireEvent.click(toggle());
    await act(async () => fireEvent.click(tab('Offers')));
    expect(screen.getByRole('alert').textContent).toBe('The offers could not be loaded.');
  });
});

describe('the arrival kit in the info tab', () => {
  const [lng, lat] = [18.0649, 59.3326];
  const here: Facility = {
    ...facility,
    Address: {
      ...facility.Address,
      Street: 'Kungsgatan',
      Number: '60C',
      PostCode: '111 47',
      City: 'Stockholm',
      Marker: { Coordinates: [lng, lat] },
    },
    Products: [
      {
        ...(facility.Products?.[0] as NonNullable<Facility['Products']>[number]),
        ProcessType: 'Pre-booking',
        AccessDevices: [],
      },
      {
        ...(facility.Products?.[0] as NonNullable<Facility['Products']>[number]),
        Id: 'season',
        ProcessType: 'SeasonTicket',
        AccessDevices: [{ Id: 'tag', Text: 'Tag', Price: 150, Required: true }],
      },
    ],
  };

  function renderWith(directions: string) {
    const config = { ...storyConfig({ language: 'en' }), directionsUrl: directions };
    render(
      <TestProviders store={storeInState({ facilities: [here] })} services={fakeServices(fakeApi(), config)}>
        <ResultsPanel />
      </TestProviders>,
    );
  }

  test('the address with a Directions link made from the page config template', async () => {
    renderWith('https://maps.example/route?to={lat},{lng}&q={address}');
    await expand();
    const link = within(panel()).getByRole('link', { name: new RegExp(`^Directions\\W+${here.Name}$`) });
    expect(link.getAttribute('href')).toBe(
      `https://maps.example/route?to=${lat},${lng}&q=Kungsgatan%2060C%2C%20111%2047%20Stockholm`,
    );
    expect(within(panel()).getByText('Kungsgatan 60C, 111 47 Stockholm')).toBeTruthy();
  });

  test('a template that makes a javascript: URL gives no link', async () => {
    renderWith('javascript:alert({lat})');
    await expand();
    expect(within(panel()).queryByRole('link', { name: /^Directions/ })).toBeNull();
  });

  test('how to get in: the camera for short stays, the devices of season tickets', async () => {
    renderWith('');
    await expand();
    expect(
      within(panel()).getByText('A camera at the entrance reads the registration number you book with.'),
    ).toBeTruthy();
    expect(within(panel()).getByText('With a season ticket: tag.')).toBeTruthy();
  });
});
