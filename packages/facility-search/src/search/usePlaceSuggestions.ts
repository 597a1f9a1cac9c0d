import type { PlacesProvider } from '@nordpark/api/search';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createPlaceSuggestions,
  type PlaceSuggestions,
  type PlaceSuggestionsOptions,
  type SuggestionsSnapshot,
} from './placeSuggestions';

/**
 * The place autocomplete for a component: the suggestions for the typed text and the actions
 * (see createPlaceSuggestions). One controller per mounted search bar; its timers and requests
 * stop when the bar goes away.
 */
export function usePlaceSuggestions(
  places: PlacesProvider,
  options?: PlaceSuggestionsOptions,
): SuggestionsSnapshot & Omit<PlaceSuggestions, 'getSnapshot' | 'subscribe' | 'dispose'> {
  const [controller] = useState(() => createPlaceSuggestions(places, options));
  // Not terminal: StrictMode's second mount subscribes to the same controller again.
  useEffect(() => () => controller.dispose(), [controller]);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return {
    ...snapshot,
    type: controller.type,
    choose: controller.choose,
    firstFor: controller.firstFor,
  };
}
