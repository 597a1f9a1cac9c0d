// The map leak test's page (tests/browser/support/mapLeaks.ts): the search island with its map
// in StrictMode, mounted and unmounted on demand. Built by scripts/build-test-bundles.mjs as a
// development build, so StrictMode really runs effects twice.

import { parsePageConfig } from '@nordpark/core';
import { FacilitySearch } from '@nordpark/facility-search';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

const parsed = parsePageConfig({ country: 'se', language: 'sv' });
if (!parsed.ok) throw new Error('config');
let reactRoot = null;
window.mapLeak = {
  mount() {
    reactRoot = createRoot(document.getElementById('island'));
    reactRoot.render(
      <StrictMode>
        <FacilitySearch config={parsed.value} props={{ variant: 'advanced' }} />
      </StrictMode>,
    );
  },
  unmount() {
    reactRoot?.unmount();
    reactRoot = null;
  },
};
