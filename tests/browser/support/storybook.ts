import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';

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

interface PreviewWindow extends Window {
  __STORYBOOK_PREVIEW__?: { storyStoreValue?: unknown; currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
  /** What the page looked like before any story rendered into it. */
  __npPristine?: { nodes: Set<Element>; html: string; body: string };
  /** Body-level nodes of the story shown before the current one. */
  __npPrevious?: Set<Element>;
}

/**
 * Shows stories one after another in one Storybook preview document (iframe.html), switched
 * through Storybook's own channel as its manager does: loading the preview costs about a
 * second, a switch a few milliseconds. A story is checked in its own state only: when the
 * story before it left anything behind (a node outside #storybook-root, a class or style on
 * <html> or <body>), the preview is loaded afresh and the story shown again there.
 */
export class StoryViewer {
  private page: Page | undefined;
  private shown = 0;

  constructor(
    private readonly context: BrowserContext,
    private readonly baseUrl: string,
  ) {}

  /** Shows the story and waits until it is rendered and, with a play function, played. */
  async show(id: string): Promise<Page> {
    const page = this.page ?? (await this.load());
    await this.switchTo(page, id);
    if (this.shown > 0 && (await this.leftovers(page))) {
      const fresh = await this.load();
      await this.switchTo(fresh, id);
      this.shown = 1;
      return fresh;
    }
    this.shown++;
    return page;
  }

  /** The preview with no story: Storybook's own elements only, recorded as the clean state. */
  private async load(): Promise<Page> {
    await this.page?.close();
    const page = await this.context.newPage();
    this.page = page;
    this.shown = 0;
    // Run through tsx (esbuild keepNames), inner functions are wrapped in `__name(…)`.
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    await page.goto(`${this.baseUrl}/iframe.html?viewMode=story`);
    await page.waitForFunction(
      () => {
        const w = window as PreviewWindow;
        return Boolean(w.__STORYBOOK_PREVIEW__?.storyStoreValue && w.__STORYBOOK_ADDONS_CHANNEL__);
      },
      undefined,
      { timeout: 15_000 },
    );
    await page.evaluate(() => {
      const own = (el: Element) => [...el.classList].filter((name) => !name.startsWith('sb-')).join(' ');
      const w = window as PreviewWindow;
      w.__npPristine = {
        nodes: new Set(document.body.children),
        html: `${own(document.documentElement)}|${document.documentElement.getAttribute('style') ?? ''}`,
        body: `${own(document.body)}|${document.body.getAttribute('style') ?? ''}`,
      };
    });
    return page;
  }

  private async switchTo(page: Page, id: string): Promise<void> {
    await page.evaluate((storyId) => {
      const w = window as PreviewWindow;
      const pristine = w.__npPristine?.nodes ?? new Set();
      // Storybook adds its own helpers (#storybook-highlights-root) when a story first renders.
      const storybooks = (el: Element) => el.id.startsWith('storybook-') || el.className.startsWith?.('sb-');
      w.__npPrevious = new Set(
        [...document.body.children].filter(
          (el) => !pristine.has(el) && !storybooks(el) && el.tagName !== 'SCRIPT',
        ),
      );
      w.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, id);
    await page.waitForFunction(
      (storyId) => {
        if (document.body.classList.contains('sb-show-errordisplay')) return true;
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        const root = document.getElementById('storybook-root');
        return render?.id === storyId && render.phase === 'finished' && (root?.childElementCount ?? 0) > 0;
      },
      id,
      { timeout: 15_000 },
    );
    const error = await page.evaluate(() =>
      document.body.classList.contains('sb-show-errordisplay')
        ? (document.querySelector('#error-message')?.textContent ?? 'the story failed to render').trim()
        : null,
    );
    if (error) {
      this.page = undefined; // the next story gets a fresh preview
      throw new Error(`story ${id} failed: ${error}`);
    }
  }

  /** Whether the story shown before left something behind in the document. */
  private leftovers(page: Page): Promise<boolean> {
    return page.evaluate(() => {
      const w = window as PreviewWindow;
      const own = (el: Element) => [...el.classList].filter((name) => !name.startsWith('sb-')).join(' ');
      const stale = [...(w.__npPrevious ?? [])].some((el) => el.isConnected);
      const html = `${own(document.documentElement)}|${document.documentElement.getAttribute('style') ?? ''}`;
      const body = `${own(document.body)}|${document.body.getAttribute('style') ?? ''}`;
      return stale || html !== w.__npPristine?.html || body !== w.__npPristine?.body;
    });
  }
}
