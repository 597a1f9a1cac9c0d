import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/** Where `npm run storybook:build` writes the static Storybook. */
export const STORYBOOK_DIR = fileURLToPath(new URL('../../../storybook-static/', import.meta.url));

export const STORYBOOK_MISSING =
  'storybook-static/ is missing: run `npm run storybook:build` first (the accessibility sweep checks every story of the static build)';

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/** Every story of the static build (entries of type 'story' in index.json); null without a build. */
export function readStories(dir: string = STORYBOOK_DIR): StoryEntry[] | null {
  const indexFile = `${dir}/index.json`;
  if (!existsSync(indexFile)) return null;
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries?: Record<string, { type: string; id: string; title: string; name: string; importPath: string }>;
  };
  return Object.values(index.entries ?? {})
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name, importPath }) => ({ id, title, name, importPath }));
}

/**
 * Opens one story alone (iframe.html) and waits until it is in its final state: rendered
 * into #storybook-root and, when it has a play function, played (Storybook's render phase
 * 'finished'). A story that throws fails with Storybook's own error message.
 */
export async function openStory(page: Page, baseUrl: string, id: string): Promise<void> {
  await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  await page.waitForFunction(
    () => {
      if (document.body.classList.contains('sb-show-errordisplay')) return true;
      const preview = (window as Window & { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      const phase = preview?.currentRender?.phase;
      const root = document.getElementById('storybook-root');
      return (root?.childElementCount ?? 0) > 0 && (phase === undefined || phase === 'finished');
    },
    undefined,
    { timeout: 15_000 },
  );
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? (document.querySelector('#error-message')?.textContent ?? 'the story failed to render').trim()
      : null,
  );
  if (error) throw new Error(`story ${id} failed: ${error}`);
}
