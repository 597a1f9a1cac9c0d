import type { Translate } from '@nordpark/core';
import { createContext, type ReactNode, useContext } from 'react';

// The one way the flow's texts reach a component: the island's root gives them to the flow
// (through BookingProvider) and to the confirmation view alike, which has no store of its own.
const BookingTextsContext = createContext<Translate | null>(null);

/** Gives the components below the flow's texts (the page language's, with the page's overrides). */
export function BookingTextsProvider({ t, children }: { t: Translate; children: ReactNode }) {
  return <BookingTextsContext value={t}>{children}</BookingTextsContext>;
}

/** The flow's texts, from the nearest BookingTextsProvider (BookingProvider gives one). */
export function useBookingTexts(): Translate {
  const t = useContext(BookingTextsContext);
  if (!t)
    throw new Error(
      'A booking component must be rendered inside <BookingProvider>, <BookingFlow> or <BookingTextsProvider>.',
    );
  return t;
}
