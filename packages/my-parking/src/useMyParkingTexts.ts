import { createTranslator, type PageConfig, type Translate } from '@nordpark/core';
import { useMemo } from 'react';
import { myParkingMessages } from './messages/all';

/** The confirm dialogs' texts in the page's language, with the page's own overrides. */
export function useMyParkingTexts(config: PageConfig): Translate {
  return useMemo(
    () => createTranslator(myParkingMessages, config.language, config.texts),
    [config.language, config.texts],
  );
}
