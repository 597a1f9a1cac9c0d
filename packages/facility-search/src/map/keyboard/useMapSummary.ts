import { formatDistance } from '@nordpark/core';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../messages/TranslateContext';
import { useSearchStoreApi } from '../../store/SearchStoreContext';
import type { MapFocus } from './MapFocus';

/** What changes the markers in view: the view is summarised again after each. */
const LOADS = ['facilities', 'filters'] as const;

/** How long the view must rest before it is summarised: a drag or a run of zooms is one change. */
export const SUMMARY_DELAY = 1000;

/**
 * The summary of the view for a polite live region: how many facilities are in view and the
 * nearest. Said once the view has rested after a pan, zoom, reload or filter, never for the
 * pans the keys make to show a marker.
 */
export function useMapSummary(focus: MapFocus | null): string {
  const store = useSearchStoreApi();
  const t = useTranslate();
  const [summary, setSummary] = useState('');
  useEffect(() => {
    if (!focus) return;
    const { map, layer } = focus;
    let quiet = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const summarise = () => {
      const [nearest, ...rest] = layer.inView();
      setSummary(
        nearest
          ? t('search.map.summary', {
              count: rest.length + 1,
              name: nearest.Name,
              distance: formatDistance(nearest.Address.Distance, store.getState().language),
            })
          : t('search.map.summaryNone'),
      );
    };
    const changed = () => {
      clearTimeout(timer);
      timer = setTimeout(summarise, SUMMARY_DELAY);
    };
    const onMoveStart = () => {
      quiet = focus.byKey;
    };
    const onMoveEnd = () => {
      if (!quiet) changed();
    };
    map.on('movestart', onMoveStart);
    map.on('moveend', onMoveEnd);
    const unsubscribe = store.subscribe((state, previous) => {
      if (LOADS.some((key) => state[key] !== previous[key])) layer.whenSettled(changed);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
      map.off('movestart', onMoveStart);
      map.off('moveend', onMoveEnd);
    };
  }, [focus, store, t]);
  return summary;
}
