// The tests that run packages/islands/src/browser.ts get what the build writes into it from the
// island manifests: one `register(…)` call per island (bundle/registrations.mjs) and each
// island's data entry (bundle/dataEntries.mjs). The manifests are loaded (through tsx) only
// when a test imports browser.ts, so the other test files pay nothing for it.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { dataEntriesPlugin } from './bundle/dataEntries.mjs';
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
import { registrationsPlugin } from './bundle/registrations.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// @ts-expect-error: a plain .mjs script without types; its exports are used as documented.
const islands = async () => (await import('./bundle/islands.mjs')).ISLANDS;

/** Vite plugins for the unit projects: browser.ts as the drop-in bundle has it. */
export function manifestIslands(): Plugin[] {
  return [
    // Before Vite's own transform, which drops the comments that mark where the calls go.
    { ...registrationsPlugin(root, 'packages/islands/src/browser.ts', islands), enforce: 'pre' },
    dataEntriesPlugin(root, islands),
  ];
}
