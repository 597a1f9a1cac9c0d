import { fileURLToPath } from 'node:url';

/**
 * Where `npm run build` writes the drop-in bundle, found from this file (not the working
 * directory) so the server can be started from anywhere.
 */
export const DEFAULT_ASSETS_DIR = fileURLToPath(
  new URL('../../../packages/islands/dist/browser/', import.meta.url),
);

/** The URL prefix the bundle is served under; host pages reference it. */
export const ASSETS_PATH = '/assets/nordpark';

/**
 * Where `npm run build` writes the embed builder (packages/builder, scripts/bundle/builder.mjs),
 * served as builder/ in the bundle's folder: its static page finds the bundle one folder up.
 */
export const DEFAULT_BUILDER_DIR = fileURLToPath(new URL('../../../packages/builder/dist/', import.meta.url));
export const BUILDER_ASSETS_PATH = `${ASSETS_PATH}/builder`;

/** The host site's own stylesheet (static/site.css). */
export const SITE_CSS_PATH = '/site.css';
export const SITE_CSS_FILE = fileURLToPath(new URL('./static/site.css', import.meta.url));

/** The payment-cancelled page's one script (static/booking-cancelled.js). */
export const BOOKING_CANCELLED_SCRIPT = '/site/booking-cancelled.js';
export const BOOKING_CANCELLED_FILE = fileURLToPath(
  new URL('./static/booking-cancelled.js', import.meta.url),
);
