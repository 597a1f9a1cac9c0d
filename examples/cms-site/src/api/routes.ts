import type { Hono } from 'hono';
import { registerNearbyFacilities } from './nearbyRoute';
import { noStore } from './noStore';
import { registerPlaces } from './placesRoute';

/**
 * The reference API (architecture §5). Each call of spec §7 gets its own register function
 * here as the API issue adds them.
 */
export function registerApi(app: Hono): void {
  app.use('/booking/*', noStore);
  app.use('/places', noStore);
  registerNearbyFacilities(app);
  registerPlaces(app);
}
