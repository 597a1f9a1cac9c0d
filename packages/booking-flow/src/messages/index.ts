import type { Language } from '@nordpark/core';
import { type BookingCatalogue, en } from './en';
import { fi } from './fi';
import { nb } from './nb';
import { sv } from './sv';

export type { BookingCatalogue, BookingMessageId } from './en';

/** Every language's catalogue, for docs, tests and npm users who render steps themselves. */
export const bookingMessages: Record<Language, BookingCatalogue> = { sv, nb, fi, en };
