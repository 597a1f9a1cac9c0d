import { defaultLocation, formatDistance, type PageConfig } from '@nordpark/core';
import { useNearbyFacilities } from './useNearbyFacilities';

/**
 * Proof that the island reaches the backend through @nordpark/api until the real list
 * (issue 6) replaces it: the facilities nearest the country's default location. Server
 * text is rendered as text, never as HTML.
 */
export function NearbyPreview({ config }: { config: PageConfig }) {
  const state = useNearbyFacilities(config);
  const place = defaultLocation(config.country).name;
  if (state.status === 'loading') {
    return (
      <p className="np-nearby-preview" role="status">
        Loading facilities near {place}…
      </p>
    );
  }
  return (
    <div className="np-nearby-preview">
      <p role="status">
        {state.facilities.length} facilities near {place}
      </p>
      <ul>
        {state.facilities.slice(0, 5).map((facility) => (
          <li key={facility.Uid}>
            {facility.Name} ({formatDistance(facility.Address.Distance, config.language)})
          </li>
        ))}
      </ul>
    </div>
  );
}
