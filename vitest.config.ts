import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { SlowestFiles } from './scripts/slowest-files.ts';
import { filesWithOwnModules } from './scripts/test-isolation.ts';
import { browserTestOptions } from './scripts/vitest-browser.ts';
import { manifestIslands } from './scripts/vitest-islands.ts';
import { workspaceAliases } from './scripts/workspace-aliases.ts';

const alias = workspaceAliases();

const DOM_FILES = [
  'packages/*/src/**/*.test.{ts,tsx}',
  'examples/*/src/**/*.test.{ts,tsx}',
  'tests/**/*.test.{ts,tsx}',
];
const NOT_DOM = ['**/*.node.test.ts', '**/*.browser.test.ts', '**/node_modules/**'];
/** Unit files that mock modules or globals: isolated (see scripts/test-isolation.ts). */
const OWN_MODULES = filesWithOwnModules(import.meta.dirname, ['packages', 'examples', 'tests']);

/** What both happy-dom projects share. */
const domProject = {
  environment: 'happy-dom',
  setupFiles: ['tests/setup/dom.ts'] as string[],
  // The unit files share two cores with the Chromium files in one run, and CI must stay green
  // with a second run beside it: a test that waits on React or runs a property 100 times must
  // not fail for being slow, only for being wrong. The timeout is a guard against hangs, not
  // a performance check (those are bench's).
  testTimeout: 60_000,
} as const;

/**
 * The longest browser files, from the longest down, so a fresh clone, which has no durations of
 * a last run for vitest to go by (it would go by file size), starts them early and no worker is
 * left with one of them at the end. The first ones run before the unit files, the rest after
 * them; files not listed come after, in vitest's order. The order is that of a full run of the
 * heavier suite (a fresh clone on this 2-core machine, 390 s), with the files the lighter suite
 * shortened (the story sweep, the Tab walks and page sweeps, the map leak test's 5 cycles) put
 * where their new figures go; files under about 20 s are not listed, since their place no
 * longer decides when the run ends. Every run prints the slowest
 * files and writes each file's seconds (test-results/durations.json): when the order here and
 * those figures part, this list follows the figures.
 */
const LONGEST_FIRST = [
  'tests/browser/a11y-stories.browser.test.ts',
  'tests/browser/booking-flow.browser.test.ts',
  'tests/browser/builder.browser.test.ts',
  'tests/browser/facility-search-map.browser.test.ts',
  'tests/browser/my-parking.browser.test.ts',
  'tests/browser/screens-booking.browser.test.ts',
  'tests/browser/facility-search-map-keyboard.browser.test.ts',
  'tests/browser/screens.browser.test.ts',
  'tests/browser/keyboard.browser.test.ts',
  'tests/browser/booking-network.browser.test.ts',
  'tests/browser/csp.browser.test.ts',
  'tests/browser/date-field.browser.test.ts',
  'tests/browser/facility-search-list.browser.test.ts',
  'tests/browser/booking-design.browser.test.ts',
  'tests/browser/journey.browser.test.ts',
  'tests/browser/a11y.browser.test.ts',
];
/** How many of LONGEST_FIRST start before the unit files. */
const BEFORE_UNITS = 4;

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // The unit files come after the first few browser files: the unit files are pure CPU and
    // the browser files mostly wait, so units run in the gaps beside the long browser files.
    // Left to the durations, they came last, all 224 of them on cores the browser files no
    // longer filled (about 35 s at the end of the run).
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(relative(import.meta.dirname, file.moduleId));
      if (index !== -1) return index < BEFORE_UNITS ? index : index + 1;
      return file.project.name === 'browser' ? LONGEST_FIRST.length + 1 : BEFORE_UNITS;
    };
    return sorted
      .map((file, order) => ({ file, order }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

// Test files say where they run (as in GOV.UK Frontend):
//   *.test.ts(x)          happy-dom, beside the code
//   *.node.test.ts        Node only (servers, real HTTP, built output)
//   *.browser.test.ts     real Chromium through playwright-core, against the demo server
export default defineConfig({
  resolve: { alias },
  test: {
    // Browser files run in parallel with each other and the unit tests. They mostly wait
    // (on Chromium, timers, the network), so one worker more than the machine has cores
    // keeps both cores busy; vitest's own default is one fewer.
    maxWorkers: availableParallelism() + 1,
    // The default output, then each file's seconds (test-results/durations.json) and the
    // slowest files printed at the end of a run (docs/development.md, "Where the time goes").
    reporters: ['default', new SlowestFiles()],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        resolve: { alias },
        plugins: manifestIslands(),
        test: {
          ...domProject,
          name: 'dom',
          include: DOM_FILES,
          exclude: [...NOT_DOM, ...OWN_MODULES],
          // One module graph per worker, not per file (scripts/test-isolation.ts).
          isolate: false,
          setupFiles: [...domProject.setupFiles, 'tests/setup/sharedGraph.ts'],
        },
      },
      {
        resolve: { alias },
        plugins: manifestIslands(),
        test: {
          ...domProject,
          name: 'dom-isolated',
          include: OWN_MODULES,
          exclude: NOT_DOM,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.node.test.ts',
            'examples/*/src/**/*.node.test.ts',
            'tests/**/*.node.test.ts',
          ],
          // Pure functions and servers each test starts itself: one module graph per worker.
          isolate: false,
          // As the dom projects': a guard against hangs, wide enough for a loaded machine.
          testTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.browser.test.ts'],
          ...browserTestOptions,
        },
      },
    ],
  },
});
