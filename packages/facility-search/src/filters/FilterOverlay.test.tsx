import { defaultFilterSelection, type Facility, parseSearchQuery } from '@nordpark/core';
import { facilities as fixtureFacilities } from '@nordpark/fixtures';
import { SCROLL_LOCK_CLASS } from '@nordpark/ui/scroll-lock';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { SearchLayout } from '../layout/SearchLayout';
import type { SearchSettings } from '../store/searchState';
import { TestProviders } from '../testing/TestProviders';
import { createTestSearchStore } from '../testing/testStore';
import { FiltersButton } from './FiltersButton';

const STOCKHOLM: Facility[] = fixtureFacilities.filter((f) => f.Address.City === 'Stockholm');

function setup(settings: Partial<SearchSettings> = {}, facilities: Facility[] = STOCKHOLM) {
  const area = createTestSearchStore(settings);
  act(() => area.store.setState({ status: 'done', facilities }));
  render(
    <TestProviders store={area.store}>
      <FiltersButton />
    </TestProviders>,
  );
  return area;
}

const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });
const dialog = () => screen.getByRole('dialog', { name: 'Filter parking facilities' });
/** Opens the overlay, whose code loads on demand (a lazy chunk): act lets it arrive. */
const open = async () => {
  fireEvent.click(filtersButton());
  return screen.findByRole('dialog', { name: 'Filter parking facilities' });
};
const box = (name: string | RegExp) => within(dialog()).getByRole('checkbox', { name }) as HTMLInputElement;
const term = () => within(dialog()).getByRole('combobox', { name: /Parking term/ }) as HTMLSelectElement;
const applyButton = () => within(dialog()).getByRole('button', { name: /^Show / }) as HTMLButtonElement;
const choose = (value: 'LTP' | 'STP') => fireEvent.change(term(), { target: { value } });

describe('the filters button', () => {
  test('SRCH-15 SRCH-19 only the advanced variant has the filters button', () => {
    for (const variant of ['advanced', 'simple'] as const) {
      const { store } = createTestSearchStore({ variant });
      const { unmount } = render(
        <TestProviders store={store}>
          <SearchLayout />
        </TestProviders>,
      );
      expect(screen.queryAllByRole('button', { name: /^Filters/ })).toHaveLength(
        variant === 'advanced' ? 1 : 0,
      );
      unmount();
    }
  });

  test('FLT-03 it opens the filter overlay, a modal dialog, with focus on its first control', async () => {
    setup();
    expect(filtersButton().getAttribute('aria-haspopup')).toBe('dialog');
    const overlay = await open();
    expect(overlay.tagName).toBe('DIALOG');
    expect(document.activeElement).toBe(term());
  });

  test('it shows how many filters are on', () => {
    const { store } = setup();
    expect(filtersButton().textContent).toBe('Filters');
    act(() =>
      store.getState().applyFilters({
        ...defaultFilterSelection('advanced'),
        Indoor: true,
        ParkingSpaceTypeSelection: { Garage: true },
      }),
    );
    expect(filtersButton().textContent).toBe('Filters2, 2 active');
    expect(filtersButton().querySelector('[aria-hidden="true"]')?.textContent).toBe('2');
  });

  test('SRCH-49 the page root has the scroll-lock class while the overlay is open', async () => {
    setup();
    await open();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  test('Escape closes without applying and gives focus back to the button', async () => {
    const { store } = setup();
    const before = store.getState().filters;
    await open();
    fireEvent.click(box('Indoor'));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(store.getState().filters).toBe(before);
    expect(document.activeElement).toBe(filtersButton());
  });
});

describe('the filter overlay', () => {
  test('FLT-15 SRCH-19 the parking term is a required dropdown whose label has an asterisk', async () => {
    setup();
    await open();
    expect(term().tagName).toBe('SELECT');
    expect(term().required).toBe(true);
    const label = dialog().querySelector(`label[for="${term().id}"]`);
    expect(label?.textContent).toBe('Parking term *');
    expect(label?.querySelector('[aria-hidden="true"]')?.textContent).toBe(' *');
    expect([...term().options].map((o) => o.value)).toEqual(['LTP', 'STP']);
  });

  test('FLT-10 in the advanced variant it starts on long-term', async () => {
    setup();
    await open();
    expect(term().value).toBe('LTP');
  });

  test('FLT-01 it offers every filter of the selection', async () => {
    setup();
    await open();
    for (const name of [
      'Accessible parking',
      'Electric vehicle charging',
      'Indoor',
      'Outdoor',
      'Heated',
      'Room for vehicles taller than 2 m',
    ]) {
      expect(box(name)).toBeTruthy();
    }
  });

  test('FLT-11 FLT-12 FLT-13 under long-term, disabled and electric charging are disabled, with the note', async () => {
    setup();
    await open();
    const note = within(dialog()).getByText('Only available for short-term parking.');
    for (const name of ['Accessible parking', 'Electric vehicle charging']) {
      expect(box(name).disabled).toBe(true);
      expect(box(name).getAttribute('aria-describedby')).toBe(note.id);
    }
    expect(box('Indoor').disabled).toBe(false);
  });

  test('FLT-06 FLT-11 switching to short-term enables them and the note goes', async () => {
    setup();
    await open();
    choose('STP');
    expect(term().value).toBe('STP');
    expect(box('Accessible parking').disabled).toBe(false);
    expect(box('Electric vehicle charging').disabled).toBe(false);
    expect(within(dialog()).queryByText('Only available for short-term parking.')).toBeNull();
  });

  test('FLT-07 FLT-08 FLT-09 switching to STP clears disabled, electric charging and the space types', async () => {
    setup({}, STOCKHOLM);
    await open();
    choose('STP');
    fireEvent.click(box('Accessible parking'));
    fireEvent.click(box('Electric vehicle charging'));
    choose('LTP');
    // FLT-12: long-term turns them off too, and disables them.
    expect(box('Accessible parking').checked).toBe(false);
    fireEvent.click(box('Garage'));
    expect(box('Garage').checked).toBe(true);
    choose('STP');
    expect(box('Garage').checked).toBe(false);
    expect(box('Accessible parking').checked).toBe(false);
    expect(box('Electric vehicle charging').checked).toBe(false);
  });

  test('FLT-02 the parking space types offered by the loaded facilities are the choices', async () => {
    setup();
    await open();
    for (const type of ['Standard space', 'Garage', 'Motorcycle space', 'Carport']) {
      expect(box(type)).toBeTruthy();
    }
  });

  test('FLT-14 FLT-04 the Apply button shows how many loaded facilities match the draft', async () => {
    // Counted in the fixture data: of the 42 Stockholm facilities, 30 have HasLtp (the
    // advanced default, FLT-10), and 16 of those 30 are Indoor.
    expect(STOCKHOLM).toHaveLength(42);
    setup();
    await open();
    expect(applyButton().textContent).toBe('Show 30 facilities');
    fireEvent.click(box('Indoor'));
    expect(applyButton().textContent).toBe('Show 16 facilities');
    expect(within(dialog()).getByText('16 facilities match the filters.').getAttribute('aria-live')).toBe(
      'polite',
    );
  });

  test('FLT-05 the height filter counts only heights above 200 cm; none, 0 or not a number does not count', async () => {
    const at = (uid: string, cm: unknown): Facility => {
      const base = STOCKHOLM[0] as Facility;
      return {
        ...base,
        Uid: uid,
        HasLtp: true,
        Info: { ...base.Info, MaxVehicleHeight: cm as number },
      };
    };
    setup({}, [
      at('low', 200),
      at('tall', 210),
      at('taller', 260),
      at('open-air', 0),
      at('unknown', undefined),
      at('text', '250'),
    ]);
    await open();
    fireEvent.click(box('Room for vehicles taller than 2 m'));
    expect(applyButton().textContent).toBe('Show 2 facilities');
  });

  test('ERR-28 ERR-29 when nothing matches, Apply shows 0 and is disabled', async () => {
    setup();
    await open();
    fireEvent.click(box('Indoor'));
    fireEvent.click(box('Outdoor'));
    expect(applyButton().textContent).toBe('Show 0 facilities');
    expect(applyButton().disabled).toBe(true);
    expect(within(dialog()).getByText(/No facilities match the filters/)).toBeTruthy();
  });

  test('SRCH-08 Apply applies the draft, pushes f and p to the URL and closes', async () => {
    const { store, history } = setup();
    await open();
    fireEvent.click(box('Heated'));
    fireEvent.click(box('Garage'));
    fireEvent.click(applyButton());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.getState().filters).toMatchObject({
      LTP: true,
      Heated: true,
      ParkingSpaceTypeSelection: { Garage: true },
    });
    const last = history.at(-1);
    expect(last?.mode).toBe('push');
    const query = parseSearchQuery(last?.query ?? '');
    expect(query.filters).toEqual(['Heated', 'LTP']);
    expect(query.parkingSpaceTypes).toEqual(['Garage']);
    expect(document.activeElement).toBe(filtersButton());
  });

  test('FLT-10 reset puts back the variant’s defaults in the draft', async () => {
    setup();
    await open();
    choose('STP');
    fireEvent.click(box('Heated'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset filters' }));
    expect(term().value).toBe('LTP');
    expect(box('Heated').checked).toBe(false);
  });

  test('a draft with no term (a link that unticked both) asks for one; both options stay choosable', async () => {
    const { store } = setup();
    act(() => store.getState().applyFilters({ ...defaultFilterSelection('advanced'), LTP: false }));
    await open();
    expect(term().value).toBe('');
    choose('STP');
    expect(term().value).toBe('STP');
    expect([...term().options].map((o) => o.value)).toEqual(['LTP', 'STP']);
  });
});
