import type { BookingApi } from '@nordpark/api/booking';
import { type Facility, type NetworkClock, type Translate, underDeadlines } from '@nordpark/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { failureText } from '../failure';
import { failureKind } from '../network/deadlines';
import type { StepError } from '../store/state';

export interface FacilityLoad {
  facility: Facility | null;
  error: StepError | null;
  slow: boolean;
  /** The browser is back online: a load that failed offline is tried again, once. */
  backOnline(): void;
}

/**
 * The confirmation view's facility (getfacilitysummary) under the network rules:
 * "still loading" after 5 s, abandoned after 20 s, a failure with Retry, and a load that
 * failed offline tried again by itself once the browser is back.
 */
export function useFacility(api: BookingApi, fId: string, t: Translate, clock: NetworkClock): FacilityLoad {
  const [facility, setFacility] = useState<Facility | null>(null);
  const [error, setError] = useState<StepError | null>(null);
  const [slow, setSlow] = useState(false);
  const attempt = useRef(0);
  const offlineRetry = useRef(false);

  const load = useCallback(async (): Promise<void> => {
    attempt.current += 1;
    const mine = attempt.current;
    setError(null);
    setSlow(false);
    const result = await underDeadlines((signal) => api.getFacilitySummary({ fId }, { signal }), {
      clock,
      abandon: true,
      onSlow: () => {
        if (attempt.current === mine) setSlow(true);
      },
    });
    if (attempt.current !== mine) return;
    setSlow(false);
    if (result !== 'timeout' && result.ok) {
      setFacility(result.body);
      return;
    }
    if (result !== 'timeout' && result.aborted) return;
    const why = failureKind(result, clock);
    offlineRetry.current = why === 'offline';
    setError({ message: failureText(result, why, 'load', t), retry: load });
  }, [api, fId, t, clock]);

  useEffect(() => {
    void load();
    return () => {
      // A late answer for a view that is gone is dropped.
      attempt.current += 1;
    };
  }, [load]);

  const backOnline = useCallback(() => {
    if (!offlineRetry.current) return;
    offlineRetry.current = false;
    void load();
  }, [load]);

  return { facility, error, slow, backOnline };
}
