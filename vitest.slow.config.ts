import { defineConfig } from 'vitest/config';
import { browserTestOptions } from './scripts/vitest-browser.ts';
import { workspaceAliases } from './scripts/workspace-aliases.ts';

const alias = workspaceAliases();

// The Chromium checks `npm test` leaves out, each run by its own script: the bench's checks
// that its measuring code works (`npm run bench:check`, and first in `npm run bench`) and the
// map's 50-cycle leak soak (`npm run soak`). See docs/development.md.
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'browser-slow',
    include: ['bench/checks/*.browser.test.ts', 'tests/soak/*.browser.test.ts'],
    ...browserTestOptions,
  },
});
