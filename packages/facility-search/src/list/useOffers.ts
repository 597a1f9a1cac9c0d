import { productsOf } from '@nordpark/api/search';
import type { CalendarDate, Product } from '@nordpark/core';
import { useSearchServices } from '../services/SearchServicesContext';
import { type Remote, useRemote } from './useRemote';

/** The offers tab's products and prices (SRCH-45), fetched once the tab is first opened. */
export function useOffers(
  fId: string,
  date: CalendarDate | null,
  enabled: boolean,
): { offers: Remote<Product[]>; retry(): void } {
  const { api } = useSearchServices();
  const { remote, retry } = useRemote(enabled, `${fId}|${date ?? ''}`, async (signal) => {
    const result = await api.getProducts({ fId, ...(date ? { availabilityFrom: date } : {}) }, { signal });
    if (!result.ok) return { ok: false, aborted: result.aborted };
    return { ok: true, value: productsOf(result.body) };
  });
  return { offers: remote, retry };
}
