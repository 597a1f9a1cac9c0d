import { afterNextPaint } from '@nordpark/ui/schedule';
import { patiently } from '@nordpark/ui/testing';
// The map's code is evaluated, and the map mounted, only after the list has shown
// what the first load brought; while the first load runs the map keeps its placeholder.
import { act, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TestProviders } from '../testing/TestProviders';
import { facilitiesIn, storeInState } from '../testing/testStore';

const mapModule = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('../map/MapPanel', () => {
  mapModule.loaded += 1;
  return { MapPanel: () => <div className="test-map-panel" /> };
});

const { SearchLayout } = await import('./SearchLayout');

afterEach(() => {
  mapModule.loaded = 0;
});

it("loads the map's code only once the first load has settled and the list shows it", async () => {
  const store = storeInState({ status: 'loading', facilities: [] }, { variant: 'simple' });
  const { container } = render(
    <TestProviders store={store}>
      <SearchLayout />
    </TestProviders>,
  );
  // The layout asks for the map's code after a paint of a settled list: two paints later,
  // with the list still loading, it has not.
  for (let paint = 0; paint < 2; paint++)
    await act(() => new Promise<void>((resolve) => afterNextPaint(() => resolve())));
  expect(mapModule.loaded).toBe(0);
  expect(container.querySelector('.np-map--loading')).not.toBeNull();
  act(() => store.setState({ status: 'done', facilities: facilitiesIn('Stockholm', 5) }));
  await vi.waitFor(() => expect(mapModule.loaded).toBe(1), patiently);
  await vi.waitFor(() => expect(container.querySelector('.test-map-panel')).not.toBeNull(), patiently);
  expect(mapModule.loaded).toBe(1);
  expect(container.querySelector('.np-facility__name')).not.toBeNull();
});
