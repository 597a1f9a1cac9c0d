import { useOnline } from '@nordpark/ui/network';
import { useDeferredValue, useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import type { SearchStoreState } from '../store/searchState';
import {
  selectMatchingFacilities,
  selectPriceOrderPending,
  selectShownFacilities,
  selectVehicle,
} from '../store/selectors';
import type { DetailsTab } from './FacilityDetails';
import { ResultsList } from './ResultsList';
import { ResultsSkeleton } from './ResultsSkeleton';

/** What the panel shows, read in one selection so that it is deferred as one. */
function selectPanelView(s: SearchStoreState) {
  return {
    status: s.status,
    // A map reload adds to the list: the list stays, only a new search replaces it by a spinner.
    merging: s.merging,
    shown: selectShownFacilities(s),
    ordering: selectPriceOrderPending(s),
    total: selectMatchingFacilities(s).length,
    problem: s.loadProblem,
    slow: s.slow,
    // "Only places that fit" hid every match: say so, and offer to show them all.
    fitHidAll: s.fitOnly && selectVehicle(s) !== null,
  };
}

export interface ResultsPanelProps {
  /** Stories: the first item starts expanded on this tab. */
  initialTab?: DetailsTab;
  /**
   * Called once what the first load settled on (the results, the empty or failed state) is
   * on screen, and again after each later load.
   */
  onSettled?: () => void;
}

/**
 * The list side (spec §4 "Search page"): a skeleton with a spinner while the location is
 * worked out or the facilities load (SRCH-36), "still loading" after 5 s, the results
 * (SRCH-38), the empty result with its heading and text (ERR-24), or, when the call failed
 * (ERR-25 leaves the list empty), that it failed, with Retry. In customer-service
 * mode before a name is given it only says what to do (SRCH-14). The count is announced by
 * the layout's status line, not here.
 */
export function ResultsPanel({ initialTab, onSettled }: ResultsPanelProps = {}) {
  const t = useTranslate();
  // The list's one deferral. A store update renders its subscribers synchronously, in the task
  // that made it (the first results' arrival, a show-more's click, a filter): the panel
  // renders what it showed before, marked busy, and what changed follows in React's
  // time-sliced background render, so no long render of the list is part of that task.
  const live = useSearchStore(useShallow(selectPanelView));
  const view = useDeferredValue(live);
  const busy = view !== live;
  const { status, merging, shown, ordering, total, problem, slow, fitHidAll } = view;
  const settled = status !== 'loading' && status !== 'locating';
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const store = useSearchStoreApi();
  const online = useOnline();

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
        <ResultsSkeleton label={t('search.list.loading')} />
        {/* A separate loading message once a load is slow (spec §4). */}
        {slow ? <p className="np-results__slow">{t('search.list.stillLoading')}</p> : null}
      </div>
    );
  }
  if (problem && total === 0) {
    // A failure is never shown as "nothing here" (ERR-25 keeps the list empty; the words
    // tell the truth). Offline, the search runs again by itself once the browser is back.
    const text =
      problem === 'offline'
        ? 'search.list.offlineText'
        : problem === 'timeout'
          ? 'search.list.timeoutText'
          : 'search.list.failedText';
    return (
      <div className="np-results np-results--failed" role="alert">
        <h2 className="np-results__empty-heading">{t('search.list.failedHeading')}</h2>
        <p>{t(text)}</p>
        <button
          type="button"
          className="np-button np-button--primary"
          aria-disabled={online ? undefined : true}
          onClick={() => {
            if (online) void store.getState().retry();
          }}
        >
          {t('search.list.retry')}
        </button>
      </div>
    );
  }
  if (total === 0 && fitHidAll) {
    return (
      <div className="np-results np-results--empty">
        <h2 className="np-results__empty-heading">{t('search.fit.noneHeading')}</h2>
        <p>{t('search.fit.noneText')}</p>
        <button type="button" className="np-button" onClick={() => store.getState().setFitOnly(false)}>
          {t('search.fit.showAll')}
        </button>
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
  return (
    <ResultsList
      facilities={shown}
      total={total}
      busy={busy || ordering}
      {...(initialTab ? { initialTab } : {})}
    />
  );
}
