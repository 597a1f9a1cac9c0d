import { patiently } from '@nordpark/ui/testing';
import { cleanup, configure } from '@testing-library/react';
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

// `waitFor` and `findBy…` wait as long as `patiently` (`@nordpark/ui/testing`) instead of
// Testing Library's 1 s: in `npm test` the unit files share two cores with Chromium, and with a
// second test run beside it a lazy chunk's import took over ten seconds. A test must fail for
// being wrong, not for being slow (vitest.config.ts); the wait ends as soon as its condition
// holds, and the limit stays below the test's own, so a hang reports the condition.
configure({ asyncUtilTimeout: patiently.timeout });

// React Testing Library only auto-cleans when test globals are on; we keep them off.
afterEach(() => {
  cleanup();
});
