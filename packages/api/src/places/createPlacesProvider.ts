import type { PageConfig } from '@nordpark/core';
import type { ClientOptions } from '../http/context';
import { createGooglePlacesProvider } from './google';
import { createReferencePlacesProvider } from './reference';
import type { PlacesProvider } from './types';

/**
 * The provider the page config names (`places.provider`, default "reference"). Mock mode
 * always answers from the fixtures' gazetteer, through the reference provider, so a mock page
 * never calls Google.
 */
export function createPlacesProvider(config: PageConfig, options?: ClientOptions): PlacesProvider {
  if (config.places.provider === 'google' && !config.mock) return createGooglePlacesProvider(config, options);
  return createReferencePlacesProvider(config, options);
}
