import { EMPTY_VEHICLE_PROFILE, type Facility, parseSearchQuery, type VehicleProfile } from '@nordpark/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { FiltersButton } from '../filters/FiltersButton';
import { SearchLayout } from '../layout/SearchLayout';
import { numberedFacility } from '../testing/stayFixtures';
import { TestProviders } from '../testing/TestProviders';
import { createTestSearchStore } from '../testing/testStore';
import { VehicleButton } from './VehicleButton';
import { typedHeight, VehicleDialog } from './VehicleDialog';

// "My vehicle": the button, the dialog that edits the profile, and the filter
// overlay's "only places that fit" with its count.

const car = (overrides: Partial<VehicleProfile> = {}): VehicleProfile => ({
  ...EMPTY_VEHICLE_PROFILE,
  ...overrides,
});

function setup(vehicle: VehicleProfile = EMPTY_VEHICLE_PROFILE, facilities: Facility[] = []) {
  const area = createTestSearchStore();
  act(() =>
    area.store.setState({
      status: 'done',
      facilities,
      vehicle,
      location: { lat: 59.3, lng: 18, source: 'place' },
    }),
  );
  render(
    <TestProviders store={area.store}>
      <VehicleButton />
      <FiltersButton />
    </TestProviders>,
  );
  return area;
}

const openDialog = async () => {
  fireEvent.click(screen.getByRole('button', { name: /^My vehicle/ }));
  return screen.findByRole('dialog', { name: 'My vehicle' });
};
const height = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Height (cm)' }) as HTMLInputElement;

afterEach(() => document.body.replaceChildren());

describe('the My vehicle button and dialog', () => {
  test('the button says the profile in short once there is one', () => {
    setup(car({ heightCm: 205, ev: true, name: 'ABC 123' }));
    expect(screen.getByRole('button', { name: 'My vehicle: ABC 123, 2.05 m, EV' })).toBeTruthy();
  });

  test('Save keeps the height and EV charging, and the URL mirrors them', async () => {
    const { store, saved, currentQuery } = setup();
    const dialog = await openDialog();
    expect(document.activeElement).toBe(height(dialog));
    fireEvent.change(height(dialog), { target: { value: '205' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Needs EV charging' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(store.getState().vehicle).toEqual(car({ heightCm: 205, ev: true }));
    expect(saved.vehicles).toEqual([car({ heightCm: 205, ev: true })]);
    expect(parseSearchQuery(currentQuery())).toMatchObject({ vehicleHeight: 205, ev: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'My vehicle: 2.05 m, EV' }));
  });

  test('a height that is not one is said under the field and nothing is saved', async () => {
    const { store } = setup();
    const dialog = await openDialog();
    fireEvent.change(height(dialog), { target: { value: '2050' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(store.getState().vehicle).toBe(EMPTY_VEHICLE_PROFILE);
    expect(height(dialog).getAttribute('aria-invalid')).toBe('true');
    const error = within(dialog).getByText('Enter the height in whole centimetres, 100–400.');
    expect(height(dialog).getAttribute('aria-describedby')).toContain(error.id);
  });

  test('heights are read as centimetres, or as metres with a comma or point', () => {
    expect(typedHeight('205')).toBe(205);
    expect(typedHeight(' 2,05 ')).toBe(205);
    expect(typedHeight('1.9')).toBe(190);
    expect(typedHeight('')).toBeNull();
    for (const bad of ['99', '401', '2050', '20,5', 'tall', '2,055'])
      expect(typedHeight(bad), bad).toBeUndefined();
  });

  test('Remove clears the profile and the fit switch with it', async () => {
    const { store } = setup(car({ heightCm: 190 }));
    act(() => store.getState().setFitOnly(true));
    const dialog = await openDialog();
    expect(height(dialog).value).toBe('190');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove vehicle' }));
    expect(store.getState()).toMatchObject({ vehicle: EMPTY_VEHICLE_PROFILE, fitOnly: false });
  });

  test("a signed-in customer's vehicles can name the profile", async () => {
    const { store } = createTestSearchStore();
    render(
      <TestProviders store={store}>
        <VehicleDialog
          onClose={() => undefined}
          loadVehicles={async () => [
            { Id: 'v1', LicensePlate: 'ABC 123', Description: 'Volvo V90' },
            { Id: 'v2', LicensePlate: 'XYZ 789', Description: '' },
          ]}
        />
      </TestProviders>,
    );
    const pick = (await screen.findByRole('combobox', { name: 'One of your vehicles' })) as HTMLSelectElement;
    expect([...pick.options].map((option) => option.text)).toEqual([
      'None chosen',
      'ABC 123 · Volvo V90',
      'XYZ 789',
    ]);
    fireEvent.change(pick, { target: { value: 'v1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Height (cm)' }), { target: { value: '160' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(store.getState().vehicle).toEqual(car({ heightCm: 160, name: 'ABC 123 · Volvo V90' }));
  });

  test('without the auth cookie nobody is signed in: no vehicles are asked for, none offered', async () => {
    setup();
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  test('vehicleFit: false, or the simple variant, has no My vehicle button', () => {
    for (const settings of [{ vehicleFit: false }, { variant: 'simple' as const }]) {
      const { store } = createTestSearchStore(settings);
      const { unmount } = render(
        <TestProviders store={store}>
          <SearchLayout />
        </TestProviders>,
      );
      expect(screen.queryByRole('button', { name: /^My vehicle/ })).toBeNull();
      unmount();
    }
  });
});

describe('the filter overlay with a vehicle', () => {
  const facilities = [
    numberedFacility(1, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 210 } }),
    numberedFacility(2, { Indoor: true, Info: { Heated: false, MaxVehicleHeight: 190 } }),
    numberedFacility(3, { Indoor: true }),
  ];

  test('"Show only places that fit" counts in Apply and is applied with the filters', async () => {
    const { store, history } = setup(car({ heightCm: 205 }), facilities);
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter parking facilities' });
    const apply = () => within(dialog).getByRole('button', { name: /^Show / });
    expect(apply().textContent).toBe('Show 3 facilities');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Show only places that fit' }));
    // Only f1 (max 2.10 m) fits a 2.05 m vehicle; f3's height is not known.
    expect(apply().textContent).toBe('Show 1 facility');
    fireEvent.click(apply());
    expect(store.getState().fitOnly).toBe(true);
    expect(parseSearchQuery(history.at(-1)?.query ?? '')).toMatchObject({ fitOnly: true });
  });

  test('without a vehicle the overlay has no such box', async () => {
    setup(EMPTY_VEHICLE_PROFILE, facilities);
    fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter parking facilities' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Show only places that fit' })).toBeNull();
  });
});
