import { productsOf } from '@nordpark/api/search';
import { useEffect, useState } from 'react';
import { useSearchServices } from '../services/SearchServicesContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import { selectStay } from '../store/selectors';

/**
 * Prices the stay at the facilities the list shows. The loader and the pricing rule
 * are a chunk of their own, fetched once the visitor first sets a stay (or a URL brings one);
 * from then on it runs for the island's life, keeping its cache while the stay comes and goes.
 */
export function useStayPrices(): void {
  const store = useSearchStoreApi();
  const { api } = useSearchServices();
  const hasStay = useSearchStore((s) => selectStay(s) !== null);
  const [wanted, setWanted] = useState(false);
  if (hasStay && !wanted) setWanted(true);

  useEffect(() => {
    if (!wanted) return;
    let detach: (() => void) | null = null;
    let cancelled = false;
    void import('./stayPriceLoader').then(({ attachStayPrices }) => {
      if (cancelled) return;
      detach = attachStayPrices(store, {
        loadProducts: async (fId, from, signal) => {
          const result = await api.getProducts({ fId, availabilityFrom: from }, { signal });
          return result.ok
            ? { ok: true, products: productsOf(result.body) }
            : { ok: false, aborted: result.aborted };
        },
      });
    });
    return () => {
      cancelled = true;
      detach?.();
    };
  }, [wanted, store, api]);
}
