// The page script of built-packages.browser.test.ts: two islands registered from the built
// packages as an npm user's bundler resolves them (scripts/build-test-bundles.mjs).
import { mountIslands, registerIsland } from '@nordpark/islands';

registerIsland('date-field', () => import('@nordpark/date-field/island'));
registerIsland('confirm-dialog', () => import('@nordpark/my-parking/island'));
window.mounted = mountIslands(document);
