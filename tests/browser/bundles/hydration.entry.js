// The client of hydration.browser.test.ts: the island its page names, hydrated over the
// server's HTML, every error React reports kept in window.reported. Built by
// scripts/build-test-bundles.mjs from the built packages (dist/, through their exports maps)
// with the development build of React, which reports attribute mismatches.
import { registerMockMode } from '@nordpark/api';
import { parsePageConfig } from '@nordpark/core';
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_CASES, PAGE_CONFIG } from '../../built/support/islandCases.mjs';
import { islandTree } from '../../built/support/islandTree.mjs';

const MODULES = {
  '@nordpark/date-field': () => import('@nordpark/date-field'),
  '@nordpark/facility-search': () => import('@nordpark/facility-search'),
  '@nordpark/booking-flow': () => import('@nordpark/booking-flow'),
  '@nordpark/my-parking': () => import('@nordpark/my-parking'),
};
// The page config asks for mock mode, an optional import for npm users (docs/api.md).
registerMockMode(() => import('@nordpark/api/mock'));
const island = ISLAND_CASES.find((item) => item.name === document.body.dataset.island);
const module = await MODULES[island.from]();
const parsed = parsePageConfig(PAGE_CONFIG);
const reported = [];
window.reported = reported;
const report = (kind) => (error) => reported.push(`${kind}: ${error?.message ?? error}`);
hydrateRoot(
  document.getElementById('root'),
  islandTree(module[island.component], parsed.value, island.props),
  {
    onRecoverableError: report('recoverable'),
    onCaughtError: report('caught'),
    onUncaughtError: report('uncaught'),
  },
);
