import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// Most unit files share one happy-dom document per worker (vitest.config.ts, `isolate: false`):
// each file starts as it would in a document of its own, without what files before it left
// (an island element, a class on <html>, a stored choice).
beforeAll(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  localStorage.clear();
  sessionStorage.clear();
});

// React Testing Library only auto-cleans when test globals are on; we keep them off.
afterEach(() => {
  cleanup();
});
