import type { SearchSort } from '@nordpark/core';
import { useId } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import { selectListWindow, selectStay, selectVehicle } from '../store/selectors';

/**
 * Above the results, once there is something to choose: with a stay, the list's order
 * (nearest first or cheapest for the stay first, beside each other in one select) and what the
 * stay's amounts are; with a vehicle, "show only places that fit". The price order sorts the
 * facilities the list has priced, the nearest ones shown, and says so.
 */
export function ResultsToolbar() {
  const t = useTranslate();
  const id = useId();
  const hasStay = useSearchStore((s) => selectStay(s) !== null);
  const hasVehicle = useSearchStore((s) => selectVehicle(s) !== null);
  const sort = useSearchStore((s) => s.sort);
  const fitOnly = useSearchStore((s) => s.fitOnly);
  const windowSize = useSearchStore((s) => selectListWindow(s).length);
  const setSort = useSearchStore((s) => s.setSort);
  const setFitOnly = useSearchStore((s) => s.setFitOnly);
  if (!hasStay && !hasVehicle) return null;
  return (
    <div className="np-results-bar">
      {hasStay ? (
        <div className="np-results-bar__sort">
          <label htmlFor={`${id}sort`}>{t('search.stay.sort')}</label>
          <select
            id={`${id}sort`}
            className="np-filters__select"
            value={sort}
            aria-describedby={`${id}note`}
            onChange={(event) => setSort(event.target.value as SearchSort)}
          >
            <option value="distance">{t('search.stay.sortDistance')}</option>
            <option value="price">{t('search.stay.sortPrice')}</option>
          </select>
        </div>
      ) : null}
      {hasVehicle ? (
        <label className="np-switch">
          <input
            type="checkbox"
            role="switch"
            className="np-switch__input"
            checked={fitOnly}
            aria-checked={fitOnly}
            onChange={(event) => setFitOnly(event.target.checked)}
          />
          {t('search.fit.only')}
        </label>
      ) : null}
      {hasStay ? (
        <p id={`${id}note`} className="np-results-bar__note">
          {sort === 'price' ? `${t('search.stay.sortedAmong', { count: windowSize })} ` : ''}
          {t('search.stay.note')}
        </p>
      ) : null}
    </div>
  );
}
