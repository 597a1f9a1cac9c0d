import { createTranslator, type PageConfig } from '@nordpark/core';
import { type ReactNode, useMemo } from 'react';
import { bookingMessages } from './messages';
import type { BookingStore } from './store/createBookingStore';
import { BookingContext } from './store/useBooking';

export interface BookingProviderProps {
  store: BookingStore;
  config: PageConfig;
  children: ReactNode;
}

/**
 * Gives steps their store, config and texts. A host page that renders the steps on its own
 * (one step per server-rendered page) wraps each in this with the same store.
 */
export function BookingProvider({ store, config, children }: BookingProviderProps) {
  const value = useMemo(
    () => ({ store, config, t: createTranslator(bookingMessages, config.language, config.texts) }),
    [store, config],
  );
  return <BookingContext.Provider value={value}>{children}</BookingContext.Provider>;
}
