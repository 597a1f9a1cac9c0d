import { preloadable } from '@nordpark/ui/island';
import { Suspense, useRef, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import { activeFilterCount } from './activeFilterCount';

// The overlay's code loads when it is first wanted; pointing at or focusing the button starts
// the download, so it is usually there by the click.
const overlay = preloadable(() => import('./FilterOverlay').then((module) => module.FilterOverlay));
const FilterOverlay = overlay.Component;

/**
 * The advanced variant's filters button (the simple variant has none, SRCH-15): it says how
 * many filters are on and opens the filter overlay (FLT-03), which gives focus back to it.
 */
export function FiltersButton() {
  const t = useTranslate();
  const count = useSearchStore((s) => activeFilterCount(s.filters));
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="np-button np-filters-button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void overlay.preload()}
        onFocus={() => void overlay.preload()}
      >
        {t('search.filters.button')}
        {count > 0 && (
          <span className="np-filters-button__count">
            <span aria-hidden="true">{count}</span>
            <span className="np-visually-hidden">{`, ${t('search.filters.buttonActive', { count })}`}</span>
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilterOverlay onClose={() => setOpen(false)} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
