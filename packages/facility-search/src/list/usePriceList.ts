import type { CalendarDate } from '@nordpark/core';
import { useSearchServices } from '../services/SearchServicesContext';
import { sanitizePriceList } from './sanitizePriceList';
import { type Remote, useRemote } from './useRemote';

/**
 * The pricelist tab's fragment (SRCH-44): fetched for the search date once the tab is first
 * opened, and sanitized here, at the edge, so nothing unsanitized is ever held in state.
 */
export function usePriceList(
  fId: string,
  date: CalendarDate | null,
  enabled: boolean,
): { priceList: Remote<string>; retry(): void } {
  const { api } = useSearchServices();
  const { remote, retry } = useRemote(enabled, `${fId}|${date ?? ''}`, async (signal) => {
    const result = await api.getPricesProductsPartial(
      { fId, ...(date ? { availabilityFrom: date } : {}) },
      { signal },
    );
    if (!result.ok) return { ok: false, aborted: result.aborted };
    return { ok: true, value: await sanitizePriceList(result.body) };
  });
  return { priceList: remote, retry };
}
