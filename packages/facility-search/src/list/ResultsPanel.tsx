import { Spinner } from '@nordpark/ui/spinner';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import { selectMatchingFacilities, selectShownFacilities } from '../store/selectors';
import type { DetailsTab } from './FacilityDetails';
import { ResultsList } from './ResultsList';

/**
 * The list side (spec §4 "Search page"): a spinner while the location is worked out or the
 * facilities load (SRCH-36), the results (SRCH-38), or the empty result with its heading
 * and text (ERR-24; a failed call arrives here as no facilities, ERR-25). In customer-service
 * mode before a name is given it only says what to do (SRCH-14). The count is announced by
 * the layout's status line, not here.
 */
export function ResultsPanel({ initialTab }: { initialTab?: DetailsTab } = {}) {
  const t = useTranslate();
  const status = useSearchStore((s) => s.status);
  // A map reload adds to the list: the list stays, only a new search replaces it by a spinner.
  const merging = useSearchStore((s) => s.merging);
  const shown = useSearchStore(selectShownFacilities);
  const total = useSearchStore((s) => selectMatchingFacilities(s).length);

  if (status === 'waiting') {
    return (
      <div className="np-results np-results--waiting">
        <p className="np-results__hint">{t('search.list.waiting')}</p>
      </div>
    );
  }
  if ((status === 'loading' && !merging) || status === 'locating') {
    return (
      <div className="np-results np-results--loading" aria-busy="true">
        <Spinner className="np-results__spinner" label={t('search.list.loading')} />
      </div>
    );
  }
  if (total === 0) {
    return (
      <div className="np-results np-results--empty">
        <h2 className="np-results__empty-heading">{t('search.list.emptyHeading')}</h2>
        <p>{t('search.list.emptyText')}</p>
      </div>
    );
  }
  return <ResultsList facilities={shown} total={total} {...(initialTab ? { initialTab } : {})} />;
}
