import { facilities } from '@nordpark/fixtures';
import type { Hono } from 'hono';
import { nearbyFacilities } from './nearbyFacilities';
import { parseNearbyQuery } from './nearbyQuery';

/** GET /booking/getnearbyfacilities (spec §7, API-01..06), answered from the fixtures. */
export function registerNearbyFacilities(app: Hono): void {
  app.get('/booking/getnearbyfacilities', (c) => {
    const query = parseNearbyQuery(c.req.query());
    if (!query.ok) return c.json({ ErrorMessage: query.error }, 400);
    return c.json(nearbyFacilities(facilities, query.value));
  });
}
