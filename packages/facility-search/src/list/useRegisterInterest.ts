import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchServices } from '../services/SearchServicesContext';

export type InterestStatus = 'idle' | 'busy' | 'done' | 'error';

/**
 * Registers interest in a full facility (SRCH-03, API-15). A ref, not the state, guards
 * against a second send: two clicks in one frame both see the same stale state, but the ref
 * is set synchronously by the first. After success nothing more is sent.
 */
export function useRegisterInterest(fId: string): { status: InterestStatus; register(email: string): void } {
  const { api } = useSearchServices();
  const [status, setStatus] = useState<InterestStatus>('idle');
  const sending = useRef(false);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const register = useCallback(
    (email: string) => {
      if (sending.current) return;
      sending.current = true;
      setStatus('busy');
      const current = new AbortController();
      controller.current = current;
      void api
        .registerForNotifications({ fId, email: email.trim() }, { signal: current.signal })
        .then((result) => {
          if (current.signal.aborted) return;
          const done = result.ok && result.status === 200;
          sending.current = done;
          setStatus(done ? 'done' : 'error');
        });
    },
    [api, fId],
  );

  return { status, register };
}
