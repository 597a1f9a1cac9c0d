import {
  defaultFilterSelection,
  type FilterSelection,
  parkingSpaceTypesOf,
  selectedParkingSpaceTypes,
} from '@nordpark/core';
import { Dialog } from '@nordpark/ui/dialog';
import { type RefObject, useMemo, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import { matchingFacilities, selectVehicle } from '../store/selectors';
import { FilterControls } from './FilterControls';

export interface FilterOverlayProps {
  onClose: () => void;
  /** The filters button: focus goes back to it when the overlay closes. */
  returnFocus?: RefObject<HTMLElement | null>;
}

/**
 * The filter overlay (FLT-03): a modal dialog over a draft of the applied filters. Apply
 * shows how many loaded facilities the draft matches (FLT-14) and is disabled at 0 (ERR-28,
 * ERR-29); it applies the draft, which writes f and p with a new history entry (SRCH-08), and
 * closes. Closing without applying drops the draft.
 */
export function FilterOverlay({ onClose, returnFocus }: FilterOverlayProps) {
  const t = useTranslate();
  const store = useSearchStoreApi();
  const facilities = useSearchStore((s) => s.facilities);
  const variant = useSearchStore((s) => s.variant);
  const [draft, setDraft] = useState<FilterSelection>(() => store.getState().filters);
  // "Only places that fit" is part of the draft while a vehicle is set, and counts.
  const vehicle = useSearchStore(selectVehicle);
  const [fitOnly, setFitOnly] = useState(() => store.getState().fitOnly);
  const fitsFor = vehicle && fitOnly ? vehicle : null;

  const count = useMemo(
    () => matchingFacilities(facilities, draft, fitsFor).length,
    [facilities, draft, fitsFor],
  );
  // A type ticked by a shared link but not offered nearby stays listed, so it can be unticked.
  const spaceTypes = useMemo(() => {
    const offered = parkingSpaceTypesOf(facilities);
    return [...offered, ...selectedParkingSpaceTypes(draft).filter((type) => !offered.includes(type))];
  }, [facilities, draft]);

  const apply = () => {
    store.getState().applyFilters(draft, vehicle ? { fitOnly } : {});
    onClose();
  };

  const matches =
    count === 0
      ? t('search.filters.matchesNone')
      : count === 1
        ? t('search.filters.matchesOne')
        : t('search.filters.matches', { count });

  return (
    <Dialog
      className="np-filters-dialog"
      title={t('search.filters.title')}
      closeLabel={t('search.filters.close')}
      onClose={onClose}
      returnFocus={returnFocus}
      footer={
        <>
          <p className="np-filters__matches" aria-live="polite" aria-atomic="true">
            {matches}
          </p>
          <button
            type="button"
            className="np-button"
            onClick={() => {
              setDraft(defaultFilterSelection(variant));
              setFitOnly(false);
            }}
          >
            {t('search.filters.reset')}
          </button>
          <button
            type="button"
            className="np-button np-button--primary"
            disabled={count === 0}
            onClick={apply}
          >
            {count === 1 ? t('search.filters.applyOne') : t('search.filters.apply', { count })}
          </button>
        </>
      }
    >
      <FilterControls draft={draft} onChange={setDraft} spaceTypes={spaceTypes} />
      {vehicle ? (
        <fieldset className="np-filters__group np-filters__vehicle">
          <legend className="np-filters__legend">{t('search.filters.vehicle')}</legend>
          <label className="np-filters__option">
            <input type="checkbox" checked={fitOnly} onChange={(event) => setFitOnly(event.target.checked)} />
            {t('search.fit.only')}
          </label>
        </fieldset>
      ) : null}
    </Dialog>
  );
}
