import type { PageConfig, Translate } from '@nordpark/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useStore } from 'zustand';
import { BookingTextsProvider } from '../messages/BookingTexts';
import type { BookingActions, BookingState, BookingStore } from './createBookingStore';

interface BookingContextValue {
  store: BookingStore;
  config: PageConfig;
  onBack: (() => void) | undefined;
}

const BookingStoreContext = createContext<BookingContextValue | null>(null);

export interface BookingStoreProviderProps {
  store: BookingStore;
  config: PageConfig;
  /** The texts, the same the store was made with. */
  t: Translate;
  /** What the Back button does; the store's `back` by default (the island goes through history). */
  onBack?: (() => void) | undefined;
  children: ReactNode;
}

/** Gives the steps below their store, config and texts (read with `useBookingTexts`). */
export function BookingStoreProvider({ store, config, t, onBack, children }: BookingStoreProviderProps) {
  const value = useMemo(() => ({ store, config, onBack }), [store, config, onBack]);
  return (
    <BookingStoreContext value={value}>
      <BookingTextsProvider t={t}>{children}</BookingTextsProvider>
    </BookingStoreContext>
  );
}

function useBookingContextValue(): BookingContextValue {
  const value = useContext(BookingStoreContext);
  if (!value) throw new Error('A booking step must be rendered inside <BookingProvider> (or <BookingFlow>).');
  return value;
}

/** The page config of the flow (it does not change while it runs); its texts: `useBookingTexts`. */
export function useBookingSettings(): { config: PageConfig } {
  const { config } = useBookingContextValue();
  return { config };
}

/** The island's store itself, for code that reads state at the moment it acts. */
export function useBookingStoreApi(): BookingStore {
  return useBookingContextValue().store;
}

/**
 * Reads a slice of the flow's state; re-renders only when that slice changes (pass a selector
 * wrapped in zustand's `useShallow` when it builds an object or an array).
 */
export function useBooking<T>(selector: (state: BookingState) => T): T {
  return useStore(useBookingStoreApi(), selector);
}

/** What the Back button does: through the browser's history in the island, else the store's `back`. */
export function useBookingBack(): () => void {
  const { store, onBack } = useBookingContextValue();
  return onBack ?? (() => store.getState().back());
}

/** The flow's actions. They never change, so reading them re-renders nothing. */
export function useBookingActions(): BookingActions {
  return useBookingStoreApi().getState();
}
