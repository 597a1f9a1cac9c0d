import { LANGUAGES, type Language } from '@nordpark/core';
import { en } from './en';
import { fi } from './fi';
import type { MyParkingMessageId } from './ids';
import { nb } from './nb';
import { sv } from './sv';
import { triggerMessages } from './trigger';

const dialogMessages = { sv, nb, fi, en };

/**
 * The whole catalogue in sv, nb, fi and en: the trigger's texts and the dialogs'. The dialog's
 * chunk carries it, every language at once (the other islands load one language's texts with
 * core's createCatalogueLoader).
 */
export const myParkingMessages = Object.fromEntries(
  LANGUAGES.map((language) => [language, { ...triggerMessages[language], ...dialogMessages[language] }]),
) as Record<Language, Record<MyParkingMessageId, string>>;
