import type { createPlacesProvider } from '@nordpark/api/search';
import type { Translate } from '@nordpark/core';
import type { ComboboxOption } from '@nordpark/ui/combobox';
import { type RefObject, useEffect, useState } from 'react';

/** An option that is a place, not a facility: its id starts so. */
export const PLACE = 'place:';
const TYPING_PAUSE_MS = 250;

/**
 * The places suggested for the typed text, once typing pauses, as options to look for
 * facilities near. None while the text is empty or a place has been chosen (`near`).
 */
export function usePlaceOptions(
  text: string,
  near: string | undefined,
  places: ReturnType<typeof createPlacesProvider>,
  session: RefObject<string>,
  t: Translate,
): ComboboxOption[] {
  const [suggestions, setSuggestions] = useState<ComboboxOption[]>([]);
  useEffect(() => {
    const typed = text.trim();
    if (typed === '' || near !== undefined) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const result = await places.suggest(typed, {
        sessionToken: session.current,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return;
      setSuggestions(
        result.ok
          ? result.body.map((place) => ({
              id: `${PLACE}${place.Id}`,
              label: t('facilitiesNear', { value: place.Text }),
            }))
          : [],
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, near, places, session, t]);
  return suggestions;
}
