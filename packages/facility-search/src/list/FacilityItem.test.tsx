import { defaultFilterSelection, type Facility } from '@nordpark/core';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SearchState } from '../store/searchState';
import { TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';
import { ResultsPanel } from './ResultsPanel';

const [base, second] = facilitiesIn('Stockholm', 2) as [Facility, Facility];

function facility(overrides: Partial<Facility> = {}): Facility {
  return { ...base, ...overrides };
}

function renderList(facilities: Facility[], state: Partial<SearchState> = {}) {
  const store = storeInState({ facilities, ...state });
  render(
    <TestProviders store={store}>
      <ResultsPanel />
    </TestProviders>,
  );
  return store;
}

const item = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name });
  const li = heading.closest('li');
  if (!li) throw new Error(`no item for ${name}`);
  return li;
};

/** A control's name: its visible words, then (visually hidden) the facility's name. */
const named = (words: string, name: string) => new RegExp(`^${words}\\W+${name}$`);
/** The price box's sentence, whatever elements it is split into to set the amount large. */
const priceBox = (sentence: string) => (_: string, node: Element | null) =>
  node?.tagName === 'P' && node.textContent?.replace(/\s+/g, ' ') === sentence;

let width = 1024;
beforeEach(() => {
  width = 1024;
  vi.spyOn(window, 'innerWidth', 'get').mockImplementation(() => width);
});
afterEach(() => vi.restoreAllMocks());

describe('a list item', () => {
  test('SRCH-38 DOM-35 name as a heading, the address (Street, Number, PostCode, City) and the Distance', () => {
    renderList([
      facility({
        Name: 'Garage Test',
        Address: {
          ...base.Address,
          Street: 'Storgatan',
          Number: '5',
          PostCode: '111 22',
          City: 'Stockholm',
          Distance: 1234,
        },
      }),
    ]);
    const card = item('Garage Test');
    expect(within(card).getByText(/Storgatan 5, 111 22 Stockholm/)).toBeTruthy();
    expect(within(card).getByText('1.2 km away')).toBeTruthy();
  });

  test('DOM-01 DOM-02 DOM-03 availability is said in words: free above 4, few from 1 to 4, full at 0', () => {
    renderList([
      facility({ Uid: 'a', Name: 'Free', Availability: 5 }),
      facility({ Uid: 'b', Name: 'Few', Availability: 4 }),
      facility({ Uid: 'c', Name: 'Low', Availability: 1 }),
      facility({ Uid: 'd', Name: 'Nothing free', Availability: 0 }),
    ]);
    expect(within(item('Free')).getByText('Spaces available')).toBeTruthy();
    expect(within(item('Few')).getByText('Few spaces left')).toBeTruthy();
    expect(within(item('Low')).getByText('Few spaces left')).toBeTruthy();
    expect(within(item('Nothing free')).getByText('Full')).toBeTruthy();
  });

  test('DOM-22 indoor or outdoor, heated, the services and the height in metres', () => {
    renderList([
      facility({
        Name: 'Facts',
        Indoor: false,
        Services: ['electricChargingPoint', 'disabled'],
        Info: { ...base.Info, Heated: true, MaxVehicleHeight: 210 },
      }),
    ]);
    const facts = within(item('Facts')).getByRole('list', { name: 'About the facility' });
    expect(
      within(facts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Outdoor', 'Heated', 'Max height 2.1 m', 'Electric car charging', 'Disabled parking']);
  });

  test('SRCH-20 the advanced price box shows the lowest monthly price in the country currency', () => {
    const products = (base.Products ?? []).map((product, index) => ({
      ...product,
      ProcessType: 'SeasonTicket' as const,
      MonthlyPrice: 1900 + index * 100,
    }));
    renderList([facility({ Name: 'Priced', Products: products, Country: 'se' })]);
    expect(within(item('Priced')).getByText(priceBox('From SEK 1,900 per month'))).toBeTruthy();
  });

  test('with short-term chosen the box shows the short-term day price, not a monthly one', () => {
    const products = [
      {
        ...base.Products?.[0],
        ProcessType: 'SeasonTicket' as const,
        MonthlyPrice: 1445,
        WeekdayPrices: [0, 0, 0, 0, 0, 0, 0],
        SundayPrice: 0,
      },
      {
        ...base.Products?.[0],
        Id: 'stp',
        ProcessType: 'Pre-booking' as const,
        MonthlyPrice: 0,
        WeekdayPrices: [255, 255, 255, 255, 255, 205, 150],
        SundayPrice: 180,
      },
    ] as NonNullable<Facility['Products']>;
    const stp = { ...defaultFilterSelection('advanced'), LTP: false, STP: true };
    renderList([facility({ Name: 'Both', Products: products, Country: 'se' })], { filters: stp });
    expect(within(item('Both')).getByText(priceBox('From SEK 150 per day'))).toBeTruthy();
    expect(within(item('Both')).queryByText(/per month/)).toBeNull();
  });

  test('SRCH-45 a running campaign shows as a badge; an ended one does not', () => {
    const campaign = {
      Heading: 'Winter deal',
      Url: '',
      Image: '',
      ImageSrc: '',
      DateFrom: '2000-01-01',
      DateTo: '2999-12-31',
    };
    renderList([
      facility({ Uid: 'a', Name: 'Running', Campaigns: [campaign] }),
      facility({
        Uid: 'b',
        Name: 'Ended',
        Campaigns: [{ ...campaign, Heading: 'Old deal', DateTo: '2001-01-01' }],
      }),
    ]);
    expect(within(item('Running')).getByText('Campaign: Winter deal')).toBeTruthy();
    expect(within(item('Ended')).queryByText(/Old deal/)).toBeNull();
  });

  test('SRCH-41 DOM-23 a description over 160 characters is cut, and read more shows all of it', () => {
    const text = `${'Parkering nära allt. '.repeat(10)}Slut.`;
    renderList([facility({ Name: 'Long', Preamble: text })]);
    const card = within(item('Long'));
    expect(card.queryByText(text)).toBeNull();
    const more = card.getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(card.getByText(text)).toBeTruthy();
    expect(card.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  test('DOM-24 below a width of 768 the cut is at 80 characters', () => {
    width = 500;
    const text = 'x '.repeat(60).trim(); // 119 characters: whole at 1024, cut at 500
    renderList([facility({ Name: 'Narrow', Preamble: text })]);
    expect(within(item('Narrow')).getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  test('a description of 160 characters or fewer has no read more', () => {
    renderList([facility({ Name: 'Short', Preamble: 'Nära centralen.' })]);
    expect(within(item('Short')).queryByRole('button', { name: /Read more/ })).toBeNull();
  });
});

describe('links', () => {
  test('SRCH-02 SRCH-46 SRCH-47 the booking link goes to the booking flow with fId and t=1', () => {
    renderList([facility({ Name: 'Bookable', Uid: 'abc-1', HasStp: true, Availability: 12 })]);
    const link = within(item('Bookable')).getByRole('link', { name: named('Book', 'Bookable') });
    expect(link.getAttribute('href')).toBe('/se/booking/?fId=abc-1&t=1');
  });

  test('a full facility offers its waiting list, never a Book link', () => {
    renderList([
      facility({ Name: 'Queue', Availability: 0, HasStp: true, HasWaitingList: true }),
      facility({ Uid: 'other', Name: 'Notify', Availability: 0, HasStp: true, HasWaitingList: false }),
    ]);
    expect(within(item('Queue')).queryByRole('link', { name: /Book/ })).toBeNull();
    expect(
      within(item('Queue')).getByRole('button', { name: named('Join the waiting list', 'Queue') }),
    ).toBeTruthy();
    expect(within(item('Notify')).queryByRole('link', { name: /Book/ })).toBeNull();
    expect(
      within(item('Notify')).getByRole('button', { name: named('Notify me of free spaces', 'Notify') }),
    ).toBeTruthy();
  });

  test('server keys and markup never show as such', () => {
    renderList([
      facility({
        Name: 'Keys',
        Services: ['bicycleParking', 'carWash', 'valetParking'],
        Preamble: '<p>Near the <strong>station</strong>.</p>',
      }),
    ]);
    const card = item('Keys');
    expect(within(card).getByText('Bicycle parking')).toBeTruthy();
    expect(within(card).getByText('Car wash')).toBeTruthy();
    expect(within(card).getByText('Valet parking')).toBeTruthy();
    expect(card.textContent).not.toMatch(/<\/?(p|strong)>|bicycleParking|carWash|valetParking/);
    expect(card.textContent).toContain('Near the station.');
  });

  test('SRCH-02 no booking link where nothing can be booked online', () => {
    renderList([facility({ Name: 'Offline', HasStp: false, HasLTPBookableOnline: false })]);
    expect(within(item('Offline')).queryByRole('link', { name: /Book/ })).toBeNull();
  });

  test('SRCH-48 the facility link uses its own Url', () => {
    renderList([facility({ Name: 'Linked', Url: '/se/parkering/stockholm/linked' })]);
    const link = within(item('Linked')).getByRole('link', {
      name: named('More about the facility', 'Linked'),
    });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/se/parkering/stockholm/linked`);
  });

  test('SRCH-48 a script, data or off-site path Url gives no link at all', () => {
    renderList([
      facility({ Uid: 'a', Name: 'Script', Url: 'javascript:alert(1)' }),
      facility({ Uid: 'b', Name: 'Data', Url: 'data:text/html,<b>x</b>' }),
      facility({ Uid: 'c', Name: 'Relative', Url: '//evil.example/x' }),
    ]);
    for (const name of ['Script', 'Data', 'Relative']) {
      expect(within(item(name)).queryByRole('link', { name: /More about/ })).toBeNull();
    }
  });
});

describe('selection', () => {
  test('SRCH-01 show on map selects the item for the map and highlights it', () => {
    const store = renderList([base, second]);
    const button = within(item(base.Name)).getByRole('button', { name: named('Show on map', base.Name) });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(store.getState().selectedUid).toBe(base.Uid);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(item(base.Name).classList.contains('np-facility--selected')).toBe(true);
    expect(item(second.Name).classList.contains('np-facility--selected')).toBe(false);
  });

  test('a selection made on the map scrolls the item into view after the next paint; one made in the list does not', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const store = renderList([base, second]);
    fireEvent.click(within(item(base.Name)).getByRole('button', { name: /Show on map/ }));
    act(() => store.getState().select(second.Uid));
    // Not in the selection's own task: the scroll's layout waits for the paint.
    expect(scroll).not.toHaveBeenCalled();
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll.mock.contexts[0]).toBe(item(second.Name));
  });
});
