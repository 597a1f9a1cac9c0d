import { searchPlaces } from '@nordpark/fixtures';
import type { Hono } from 'hono';
import { parsePlacesQuery } from './placesQuery';

/**
 * GET /places: the reference place provider the search bar's autocomplete uses when the
 * page config says `places: { provider: "reference" }` (API-13 without a maps service).
 */
export function registerPlaces(app: Hono): void {
  app.get('/places', (c) => {
    const query = parsePlacesQuery(c.req.query());
    if (!query.ok) return c.json({ ErrorMessage: query.error }, 400);
    const { input, ...options } = query.value;
    return c.json(searchPlaces(input, options));
  });
}
