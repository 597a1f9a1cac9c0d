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
