import { preloadable } from '@nordpark/ui/island';
import { afterNextPaint } from '@nordpark/ui/schedule';
import { useDesktopWidth } from '@nordpark/ui/viewport';
import { Suspense, startTransition, useCallback, useEffect, useState } from 'react';
import { FiltersButton } from '../filters/FiltersButton';
import { ResultsPanel } from '../list/ResultsPanel';
import { MapControls } from '../map/MapControls';
import { SearchBar } from '../search/SearchBar';
import { useStayPrices } from '../stay/useStayPrices';
import { useSearchStore } from '../store/SearchStoreContext';
import { VehicleButton } from '../vehicle/VehicleButton';
import { ResultsToolbar } from './ResultsToolbar';
import { SearchStatus } from './SearchStatus';
import { ViewToggle } from './ViewToggle';

// Leaflet and the map's code come in their own chunk: the list and the search bar do not wait
// for them, and npm users can render the island where `window` is missing (Leaflet needs it
// when its module loads). The size report counts this chunk as start-up all the same.
// Mounted once its code is in (preloadable), so it renders without suspending.
const mapPanel = preloadable(() => import('../map/MapPanel').then((module) => module.MapPanel));
const MapPanel = mapPanel.Component;

/**
 * Whether the map may mount: only after the list has painted what it shows once the
 * first load settled (its results, its empty or failed state, or "search for a place"), and in
 * steps that are separate tasks: Leaflet and markercluster are evaluated once that is on
 * screen, the map is created in a later task, as a transition (the list's own updates go
 * first), and its markers come in a task after that (useMarkerLayer). `listSettled` turns true
 * once the results panel has committed what the first load settled on.
 */
function useMapAfterListPaint(listSettled: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready || !listSettled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const mount = () => {
      timer = setTimeout(() => {
        if (live) startTransition(() => setReady(true));
      }, 0);
    };
    // A chunk that fails to load is left to the component, which reports it as before.
    const cancel = afterNextPaint(() => void mapPanel.preload().then(mount, mount));
    return () => {
      live = false;
      cancel();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready, listSettled]);
  return ready;
}

/**
 * Where the map comes, while its code loads and until the list has painted: the map's own
 * buttons (inert) and an empty canvas, the size of what replaces them, so nothing shifts.
 */
function MapPlaceholder() {
  return (
    // Inert as a whole, so its children are the map's own (no wrapper to lay out differently).
    <div className="np-map np-map--loading" aria-busy="true" inert>
      <MapControls fullscreen={false} onFullscreen={noop} searchAreaOffered={false} onSearchArea={noop} />
      <div className="np-map__canvas" />
    </div>
  );
}
const noop = () => undefined;
const MAP_PLACEHOLDER = <MapPlaceholder />;

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
  const desktop = useDesktopWidth();
  const [listSettled, setListSettled] = useState(false);
  const settle = useCallback(() => setListSettled(true), []);
  const mapReady = useMapAfterListPaint(listSettled);
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
          <ResultsPanel onSettled={settle} />
        </div>
        <div className="np-search__map" hidden={!desktop && view !== 'map' && !fullscreen}>
          <Suspense fallback={MAP_PLACEHOLDER}>{mapReady ? <MapPanel /> : MAP_PLACEHOLDER}</Suspense>
        </div>
      </div>
    </div>
  );
}
