import type { PageConfig, Translate } from '@nordpark/core';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { BookingState, BookingStore } from './createBookingStore';

export interface BookingContextValue {
  store: BookingStore;
  config: PageConfig;
  t: Translate;
}

export const BookingContext = createContext<BookingContextValue | null>(null);

/** The island's store, its config and its texts; a step rendered outside a flow is a bug. */
export function useBookingContext(): BookingContextValue {
  const value = useContext(BookingContext);
  if (!value) throw new Error('A booking step must be rendered inside <BookingProvider> (or <BookingFlow>).');
  return value;
}

/** The flow's state; re-renders on every change, which for one form at a time is cheap. */
export function useBooking(): BookingState {
  return useStore(useBookingContext().store);
}
