import { useOnline } from '@nordpark/ui/network';
import { useEffect } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStoreApi } from '../store/SearchStoreContext';

/**
 * Says once, politely (role="status", not a modal), that the browser is offline; and when it
 * is back, retries a load that failed meanwhile, once (issue 19). The controls that need the
 * network read `useOnline()` themselves.
 */
export function OfflineNotice() {
  const t = useTranslate();
  const online = useOnline();
  const store = useSearchStoreApi();
  useEffect(() => {
    if (online) store.getState().backOnline();
  }, [online, store]);
  return (
    <p className="np-search__offline" role="status">
      {online ? '' : t('search.network.offline')}
    </p>
  );
}
