import type { PageConfig, Translate } from '@nordpark/core';
import { type ReactNode, useMemo } from 'react';
import type { BookingStore } from './store/createBookingStore';
import { BookingContext } from './store/useBooking';

export interface BookingProviderProps {
  store: BookingStore;
  config: PageConfig;
  /** The texts, the same the store was made with (`bookingTranslator(config)`). */
  t: Translate;
  children: ReactNode;
}

/**
 * Gives steps their store, config and texts. A host page that renders the steps on its own
 * (one step per server-rendered page) wraps each in this with the same store.
 */
export function BookingProvider({ store, config, t, children }: BookingProviderProps) {
  const value = useMemo(() => ({ store, config, t }), [store, config, t]);
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}
