import { existsSync, readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { STORYBOOK_DIR, storybookForTests } from '../../../scripts/storybook-build.mjs';

/**
 * How long the preview may take to start, to render a story or to settle before the sweep calls
 * it stuck: a guard against a hang, not a speed check.
 */
const HANG_LIMIT_MS = 60_000;
/**
 * How long a shown story may take to tear down before its preview is replaced by a fresh one
 * (with a second `npm test` on the machine, a teardown took over 15 s).
 */
const TEARDOWN_LIMIT_MS = 15_000;

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

/**
 * The static Storybook to sweep and its stories: storybook-static/ when it was built from the
 * sources as they are now, else a test build (storybook-test/), built first when missing or
 * stale. A failed build throws with Storybook's output: the sweep fails rather than passing
 * without its stories.
 */
export async function prepareStorybook(): Promise<{ dir: string; stories: StoryEntry[] }> {
  const result = await storybookForTests();
  if (result.built) {
    console.info(
      `storybook-static/ was missing or stale: a test build (stories only) made in ${Math.round(result.ms / 1000)} s for the story sweep`,
    );
  }
  const stories = readStories(result.dir);
  if (!stories) throw new Error(`no index.json in ${result.dir} after the build`);
  return { dir: result.dir, stories };
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
  /** The classes and style of <html> and <body> that are not Storybook's own (init script). */
  __npOwnLook?: () => { html: string; body: string };
}

/** An id no story has: asking for it makes Storybook tear the shown story down. */
const NO_STORY = 'nordpark-a11y--no-story';

/**
 * Shows stories one after another in one Storybook preview document (iframe.html), switched
 * through Storybook's own channel as its manager does: loading the preview costs about a
 * second, a switch a few milliseconds. Each story is checked in its own state only: between
 * two stories the preview is emptied (Storybook tears the story down), and when the story
 * left anything behind — a node outside Storybook's own, a class or style on <html> or
 * <body> — the preview is loaded afresh before the next story.
 */
export class StoryViewer {
  private page: Page | undefined;
  /** Requests of the current preview page not yet answered. */
  private inFlight: () => number = () => 0;

  constructor(
    private readonly context: BrowserContext,
    private readonly baseUrl: string,
  ) {}

  /** Shows the story and waits until it is rendered and, with a play function, played. */
  async show(id: string): Promise<Page> {
    const reused = this.page && (await this.emptiedCleanly(this.page)) ? this.page : undefined;
    const page = reused ?? (await this.load());
    try {
      await this.switchTo(page, id);
      return page;
    } catch (error) {
      // A story that never rendered in a preview shared with earlier stories gets one fresh
      // preview (once, in a full sweep, a story waited 30 s in vain after a switch); a story that
      // cannot render fails there too.
      if (!reused || !(error instanceof Error && error.name === 'TimeoutError')) throw error;
      const fresh = await this.load();
      await this.switchTo(fresh, id);
      return fresh;
    }
  }

  /** The preview with no story: Storybook's own elements only, recorded as the clean state. */
  private async load(): Promise<Page> {
    await this.page?.close();
    const page = await this.context.newPage();
    this.page = page;
    // Run through tsx (esbuild keepNames), inner functions are wrapped in `__name(…)`.
    await page.addInitScript({ content: 'globalThis.__name ??= (target) => target;' });
    // The classes and style a story may set on <html> and <body>, without Storybook's own: its
    // `sb-` classes, and the `filter` the a11y addon's vision simulator sets on <body> once a
    // story has rendered ("none" when no simulation is chosen). Counting that filter as the
    // story's reloaded the preview before every story (about 1.5 s each).
    await page.addInitScript({
      content: `globalThis.__npOwnLook = () => {
        const look = (el) => [...el.classList].filter((name) => !name.startsWith('sb-')).join(' ') + '|' +
          (el.getAttribute('style') ?? '').replace(/(^|;)\\s*filter:\\s*none\\s*(;|$)/, '$1').trim();
        return { html: look(document.documentElement), body: look(document.body) };
      };`,
    });
    // When the document last changed, for settle().
    await page.addInitScript({
      content: `globalThis.__npLastChange = performance.now();
        new MutationObserver(() => { globalThis.__npLastChange = performance.now(); })
          .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });`,
    });
    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfinished', () => inFlight--);
    page.on('requestfailed', () => inFlight--);
    this.inFlight = () => inFlight;
    await page.goto(`${this.baseUrl}/iframe.html?viewMode=story`);
    await page.waitForFunction(
      () => {
        const w = window as PreviewWindow;
        return Boolean(w.__STORYBOOK_PREVIEW__?.storyStoreValue && w.__STORYBOOK_ADDONS_CHANNEL__);
      },
      undefined,
      { timeout: HANG_LIMIT_MS },
    );
    // The a11y addon's own axe run after each story would race this sweep's: manual only.
    await page.evaluate(() => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('updateGlobals', {
        globals: { a11y: { manual: true } },
      });
    });
    await page.evaluate(() => {
      const w = window as PreviewWindow;
      w.__npPristine = {
        nodes: new Set(document.body.children),
        ...(w.__npOwnLook?.() ?? { html: '', body: '' }),
      };
    });
    return page;
  }

  private async switchTo(page: Page, id: string): Promise<void> {
    await page.evaluate((storyId) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId,
        viewMode: 'story',
      });
    }, id);
    await page.waitForFunction(
      (storyId) => {
        const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
        if (render?.id !== storyId || render.phase !== 'finished') return false;
        return (
          document.body.classList.contains('sb-show-errordisplay') ||
          (document.getElementById('storybook-root')?.childElementCount ?? 0) > 0
        );
      },
      id,
      { timeout: HANG_LIMIT_MS },
    );
    await this.settle(page);
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

  /**
   * Waits for the story's own state. A part that is still loading (its code, texts or a map's
   * tiles) says so with aria-busy, as it does to assistive technology, and the state is what
   * comes after it. A story that shows a loading state on purpose (a request that never
   * answers) stays busy: once nothing is downloading and the document has not changed for a
   * second, its busy state is the state to check.
   */
  private async settle(page: Page): Promise<void> {
    const deadline = Date.now() + HANG_LIMIT_MS;
    for (;;) {
      const { busy, quietMs } = await page.evaluate(() => ({
        busy: document.querySelector('#storybook-root [aria-busy="true"]') !== null,
        quietMs: performance.now() - ((globalThis as { __npLastChange?: number }).__npLastChange ?? 0),
      }));
      if (!busy || (this.inFlight() === 0 && quietMs >= 1_000)) return;
      if (Date.now() > deadline) {
        throw new Error(
          `still aria-busy after ${HANG_LIMIT_MS / 1000} s with ${this.inFlight()} request(s) under way`,
        );
      }
      await page.waitForTimeout(100);
    }
  }

  /** Tears the shown story down; false when it left anything behind in the document. */
  private async emptiedCleanly(page: Page): Promise<boolean> {
    await page.evaluate((noStory) => {
      (window as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: noStory,
        viewMode: 'story',
      });
    }, NO_STORY);
    try {
      await page.waitForFunction(
        () =>
          document.body.classList.contains('sb-show-errordisplay') &&
          (document.getElementById('storybook-root')?.childElementCount ?? 0) === 0,
        undefined,
        { timeout: TEARDOWN_LIMIT_MS },
      );
    } catch (error) {
      // Not torn down in time (a loaded machine): the next story gets a fresh preview instead.
      if (error instanceof Error && error.name === 'TimeoutError') return false;
      throw error;
    }
    return page.evaluate(() => {
      const w = window as PreviewWindow;
      const pristine = w.__npPristine?.nodes ?? new Set();
      // Storybook adds its own helpers (#storybook-highlights-root) when a story first renders.
      const storybooks = (el: Element) => el.id.startsWith('storybook-') || el.className.startsWith?.('sb-');
      const stale = [...document.body.children].some(
        (el) => !pristine.has(el) && !storybooks(el) && el.tagName !== 'SCRIPT',
      );
      const look = w.__npOwnLook?.();
      return !stale && look?.html === w.__npPristine?.html && look?.body === w.__npPristine?.body;
    });
  }
}
