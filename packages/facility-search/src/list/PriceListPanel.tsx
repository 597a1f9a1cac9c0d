import { useTranslate } from '../messages/TranslateContext';
import { ErrorLine, LoadingLine } from './RemoteState';
import type { Remote } from './useRemote';

/**
 * The pricelist tab (SRCH-44): the server's price-list fragment. The value is already
 * sanitized by usePriceList (DOMPurify), which is the only way HTML gets here.
 */
export function PriceListPanel({ priceList, onRetry }: { priceList: Remote<string>; onRetry(): void }) {
  const t = useTranslate();
  if (priceList.status === 'error')
    return <ErrorLine text={t('search.list.priceList.error')} onRetry={onRetry} />;
  if (priceList.status !== 'done') return <LoadingLine text={t('search.list.priceList.loading')} />;
  if (priceList.value.trim() === '') return <p>{t('search.list.priceList.empty')}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with DOMPurify in usePriceList.
  return <div className="np-price-list" dangerouslySetInnerHTML={{ __html: priceList.value }} />;
}
