// Every story renders with the stylesheets a visitor's page has: the base (@nordpark/ui's
// tokens and shared classes) and its island's styles.css, imported as docs/embedding.md tells
// npm users ("Stylesheets for npm users"). A story whose island lacks its stylesheet shows
// browser-default controls in the browser's serif, and the accessibility sweep
// (a11y-stories.browser.test.ts) would check that instead of what visitors see.
import { availableParallelism } from 'node:os';
import { afterAll, beforeAll, test } from 'vitest';
import { findChromium } from './support/chromium';
import { describeBrowser } from './support/describeBrowser';
import { limit } from './support/limit';
import { useBrowserSession } from './support/session';
import { type StaticServer, startStaticServer } from './support/staticServer';
import { prepareStorybook, StoryViewer } from './support/storybook';
import { storyStyle } from './support/storyStyle';

const storybookBuild = findChromium() ? await prepareStorybook() : null;

describeBrowser('every Storybook story is styled as a visitor sees it', () => {
  const session = useBrowserSession();
  const slot = limit(Math.max(2, availableParallelism()));
  if (!storybookBuild) throw new Error('the static Storybook could not be prepared');
  const { dir, stories } = storybookBuild;

  let storybook: StaticServer | undefined;
  beforeAll(async () => {
    storybook = await startStaticServer(dir);
  });
  afterAll(async () => {
    await storybook?.close();
  });

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

  for (const story of stories) {
    test.concurrent(`${story.title} / ${story.name}: styled`, { timeout: 300_000 }, async ({ expect }) => {
      const style = await slot(() => withViewer(async (viewer) => storyStyle(await viewer.show(story.id))));
      expect(style.unstyled.join('\n'), `story ${story.id} (${story.importPath})`).toBe('');
    });
  }
});
