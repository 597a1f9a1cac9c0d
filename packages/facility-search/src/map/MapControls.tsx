import { useTranslate } from '../messages/TranslateContext';

export interface MapControlsProps {
  fullscreen: boolean;
  onFullscreen(fullscreen: boolean): void;
  /** Whether the "search this area" button is offered (MAP-20). */
  searchAreaOffered: boolean;
  onSearchArea(): void;
}

/**
 * The map's own buttons, as page buttons above the map rather than Leaflet controls, so they
 * come first in the tab order, before the markers: full screen and back (MAP-21), and the
 * reload button when it is offered (MAP-20).
 */
export function MapControls({ fullscreen, onFullscreen, searchAreaOffered, onSearchArea }: MapControlsProps) {
  const t = useTranslate();
  return (
    <div className="np-map__controls">
      {searchAreaOffered ? (
        <button
          type="button"
          className="np-button np-button--primary np-map__search-area"
          onClick={onSearchArea}
        >
          {t('search.map.searchArea')}
        </button>
      ) : null}
      <button
        type="button"
        className="np-button np-map__fullscreen"
        onClick={() => onFullscreen(!fullscreen)}
      >
        {t(fullscreen ? 'search.map.exitFullscreen' : 'search.map.fullscreen')}
      </button>
    </div>
  );
}
