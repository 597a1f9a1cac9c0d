import { lazy, Suspense } from 'react';
import { FiltersButton } from '../filters/FiltersButton';
import { ResultsPanel } from '../list/ResultsPanel';
import { SearchBar } from '../search/SearchBar';
import { useStayPrices } from '../stay/useStayPrices';
import { useSearchStore } from '../store/SearchStoreContext';
import { VehicleButton } from '../vehicle/VehicleButton';
import { ResultsToolbar } from './ResultsToolbar';
import { SearchStatus } from './SearchStatus';
import { useIsDesktop } from './useIsDesktop';
import { ViewToggle } from './ViewToggle';

// Leaflet and the map's code come in their own chunk: the list and the search bar do not wait
// for them, and npm users can render the island where `window` is missing (Leaflet needs it
// when its module loads). The size report counts this chunk as start-up all the same.
const MapPanel = lazy(() => import('../map/MapPanel').then((module) => ({ default: module.MapPanel })));

/**
 * The island's frame: controls on top, the live status line, then list and map side by side
 * on desktop (SRCH-50) or one at a time behind the toggle (MAP-22). The map stays mounted
 * while hidden, so switching back does not rebuild it.
 */
export function SearchLayout() {
  const variant = useSearchStore((s) => s.variant);
  const pageType = useSearchStore((s) => s.pageType);
  const view = useSearchStore((s) => s.view);
  const fullscreen = useSearchStore((s) => s.fullscreen);
  const vehicleFit = useSearchStore((s) => s.vehicleFit);
  const desktop = useIsDesktop();
  useStayPrices();
  const classes = [
    'np-search',
    `np-search--${variant}`,
    pageType === 'customerservice' ? 'np-search--customerservice' : '',
    desktop ? 'np-search--desktop' : 'np-search--compact',
    fullscreen ? 'np-search--fullscreen' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const showList = desktop || view === 'list';
  return (
    <div className={classes}>
      <div className="np-search__controls">
        <SearchBar />
        {variant === 'advanced' ? <FiltersButton /> : null}
        {vehicleFit ? <VehicleButton /> : null}
      </div>
      <SearchStatus />
      <ResultsToolbar />
      {desktop ? null : <ViewToggle />}
      <div className="np-search__results">
        <div className="np-search__list" hidden={!showList}>
          <ResultsPanel />
        </div>
        <div className="np-search__map" hidden={!desktop && view !== 'map' && !fullscreen}>
          <Suspense fallback={<div className="np-map np-map--loading" aria-busy="true" />}>
            <MapPanel />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
