import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { findChromium } from './support/chromium';
import { describeBrowser } from './support/describeBrowser';
import { limit } from './support/limit';
import { useBrowserSession } from './support/session';
import { type StaticServer, startStaticServer } from './support/staticServer';
import { prepareStorybook, StoryViewer } from './support/storybook';
import { storyStyle } from './support/storyStyle';

/**
 * The static Storybook the story sweep checks: a test build is made here when storybook-static/
 * is missing or older than the sources (see scripts/storybook-build.mjs), so the sweep never
 * skips its stories. Not prepared without Chromium: then the whole file is skipped with one
 * line (or fails in CI).
 */
const storybookBuild = findChromium() ? await prepareStorybook() : null;

describeBrowser(
  'every Storybook story, in its state: styled as a visitor sees it, then the accessibility sweep (axe-core, WCAG 2.0 and 2.1 A and AA)',
  () => {
    const session = useBrowserSession();
    // Stories are checked side by side, one per core.
    const slot = limit(Math.max(2, availableParallelism()));

    // Built (or found current) while the file is collected, so there is one test per story.
    if (!storybookBuild) throw new Error('the static Storybook could not be prepared');
    const { dir, stories } = storybookBuild;

    let storybook: StaticServer | undefined;
    beforeAll(async () => {
      storybook = await startStaticServer(dir);
    });
    afterAll(async () => {
      await storybook?.close();
    });

    // One Storybook preview per slot, reused from story to story (see StoryViewer).
    const idle: StoryViewer[] = [];
    async function withViewer<T>(use: (viewer: StoryViewer) => Promise<T>): Promise<T> {
      const server = storybook;
      if (!server) throw new Error('static Storybook server not started');
      const viewer = idle.pop() ?? new StoryViewer(await session.newFileContext(), server.url);
      try {
        return await use(viewer);
      } finally {
        idle.push(viewer);
      }
    }

    test('the build holds stories', ({ expect }) => {
      expect(stories.length, `no entry of type 'story' in ${dir}/index.json`).toBeGreaterThan(0);
    });

    // A story's test starts its clock when vitest starts it, not when a viewer is free, so the
    // wait in the queue counts toward its timeout; on a loaded machine, behind two full facility
    // searches, that wait alone passed a minute. The limit here covers the queue; the steps
    // inside keep their own deadlines (a story that never renders or stays busy fails after
    // 60 s; support/storybook.ts), and those are what fail a story that hangs.
    const queuedTimeout = 300_000;

    // A story whose island lacks its stylesheet (the base's tokens and shared classes, or its
    // island's styles.css, imported as docs/embedding.md tells npm users) shows browser-default
    // controls: axe would check that instead of what visitors see, so the sweep runs on styled
    // stories only, in the same render.
    for (const story of stories) {
      test.concurrent(`${story.title} / ${story.name} (${story.id}): styled, no violations`, {
        timeout: queuedTimeout,
      }, async ({ expect }) => {
        const where = `story ${story.id} (${story.importPath})`;
        const { style, violations } = await slot(() =>
          withViewer(async (viewer) => {
            const frame = await viewer.show(story.id);
            const style = await storyStyle(frame);
            return { style, violations: style.unstyled.length ? [] : await runAxe(frame) };
          }),
        );
        expect(style.unstyled.join('\n'), where).toBe('');
        expect(violations.length, formatViolations(where, violations)).toBe(0);
      });
    }
  },
);
