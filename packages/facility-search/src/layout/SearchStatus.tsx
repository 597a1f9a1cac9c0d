import { useOnline } from '@nordpark/ui/network';
import { useEffect } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import { selectMatchingFacilities } from '../store/selectors';

/**
 * The one live region of the island (role="status"): what is happening and how many
 * facilities match, so a screen-reader user hears the result of a search or a filter without
 * leaving the search box. It is a separate message from the spinner (SRCH-37).
 */
export function SearchStatus() {
  const t = useTranslate();
  const status = useSearchStore((s) => s.status);
  const count = useSearchStore((s) => selectMatchingFacilities(s).length);
  const failed = useSearchStore((s) => s.loadProblem !== null && s.facilities.length === 0);
  // Offline is said here, once, in the island's one live region; coming back
  // retries a load that failed meanwhile.
  const online = useOnline();
  const store = useSearchStoreApi();
  useEffect(() => {
    if (online) store.getState().backOnline();
  }, [online, store]);
  const text = !online
    ? t('search.network.offline')
    : status === 'locating'
      ? t('search.status.locating')
      : status === 'loading'
        ? t('search.status.loading')
        : status === 'waiting'
          ? t('search.status.waiting')
          : failed
            ? t('search.status.failed')
            : count === 0
              ? t('search.status.none')
              : t('search.status.results', { count });
  return (
    <p
      className={`np-search__status${online ? '' : ' np-search__status--offline'}`}
      role="status"
      data-status={status}
    >
      {text}
    </p>
  );
}
