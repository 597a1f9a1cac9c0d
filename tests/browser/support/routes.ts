import { demoPagesByMarket } from '../../../examples/cms-site/src/catalogue';

/** Every demo route of architecture §5, as the demo's own catalogue links them (the
 * booking pages with a real facility Uid from the fixtures), and the index. */
export const DEMO_ROUTES: readonly string[] = [
  '/',
  ...demoPagesByMarket().flatMap(({ pages }) => pages.map((page) => page.href)),
];

/** The demo route a path names (`/se/booking/` is the route with its `fId`), else the path itself. */
export function demoRoute(path: string): string {
  return DEMO_ROUTES.find((route) => route === path || route.split('?')[0] === path) ?? path;
}

/**
 * The routes the Tab walks and the page axe sweeps visit: the index, every Swedish route, and
 * one Norwegian and one Finnish route. The Norwegian and Finnish pages are the Swedish ones laid
 * out alike in another language (the screenshot tests skip them for the same reason); the two
 * kept are the booking flow in Norwegian and the full search with its map in Finnish (the
 * longest words), so each language's texts are still walked and checked on a page that shows
 * many of them. Every route is still loaded by the island contract and CSP files.
 */
export const SWEEP_ROUTES: readonly string[] = DEMO_ROUTES.filter(
  (route) =>
    route === '/' ||
    route.startsWith('/se/') ||
    route === demoRoute('/no/booking/') ||
    route === '/fi/search',
);
