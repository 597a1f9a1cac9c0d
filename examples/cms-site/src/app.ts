import { Hono } from 'hono';
import { registerApi } from './api/routes';
import { registerPages } from './pages/routes';
import { ASSETS_PATH, DEFAULT_ASSETS_DIR } from './paths';
import { isBundleBuilt, serveBundle } from './static/bundle';

export interface AppOptions {
  /** Folder holding the built drop-in bundle; tests point it at a temporary folder. */
  assetsDir?: string;
}

/** The demo host site and the reference API, as one Hono app. */
export function createApp({ assetsDir = DEFAULT_ASSETS_DIR }: AppOptions = {}): Hono {
  const app = new Hono();
  app.use(`${ASSETS_PATH}/*`, serveBundle(assetsDir));
  registerApi(app);
  registerPages(app, { isBundleBuilt: () => isBundleBuilt(assetsDir) });
  return app;
}
