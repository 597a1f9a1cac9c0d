import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Lets React render outside `act` until the returned function is called. Tests of work React
 * splits into tasks (deferred values, transitions, passive effects) need it: `act` flushes all
 * of that at once, so a test inside it cannot see what one task leaves on the page.
 */
export function renderOutsideAct(): () => void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  };
}

/**
 * Renders `element` into a new container at the end of the page, committed at once (flushSync),
 * for tests rendered outside `act` that look at each later render as it lands. The caller
 * unmounts `root`.
 */
export function mountNow(element: ReactNode): { container: HTMLElement; root: Root } {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  flushSync(() => root.render(element));
  return { container, root };
}
