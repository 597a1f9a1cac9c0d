import type { MiddlewareHandler } from 'hono';

/** API answers depend on the query and (later) on state: no cache may keep one (CFG-08). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
