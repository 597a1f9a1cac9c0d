// The React tree an npm user's page renders an island component in, built the same way on the
// server (renderOnServer.mjs) and in the browser (the hydration test's client bundle), so the
// two are one tree: the component inside the host's <Suspense>.
import { createElement, Suspense, useEffect } from 'react';

/** What the host's Suspense shows while a component suspends: it must never be the output. */
export const HOST_FALLBACK = 'host-fallback';

/**
 * Renders nothing (the server's HTML is the same with it or without it); in the browser its
 * effect says the boundary it sits in has hydrated, so a test knows when the component's
 * handlers are on.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function islandTree(Component, config, props) {
  return createElement(
    Suspense,
    { fallback: createElement('p', null, HOST_FALLBACK) },
    createElement(Component, { config, props }),
    createElement(HydrationMark),
  );
}
