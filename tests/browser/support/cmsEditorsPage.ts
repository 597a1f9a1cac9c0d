import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import type { InPageEditors, PageEditorName } from './cmsEditorsPageTypes';

export type { PageEditorName } from './cmsEditorsPageTypes';

// A made-up origin the context answers itself (routes below): no server, no port, and nothing
// of the editors is ever served by the demo or shipped with a package.
const ORIGIN = 'http://cms-editors.test';

/**
 * Where the editors run, as a CMS's editing view sits on the site's host under a path of its
 * own. It matters: TinyMCE's defaults (`relative_urls`) write a same-host link relative to
 * this page, so `/se/search/` is stored as `../../se/search/`.
 */
export const EDITOR_PAGE_URL = `${ORIGIN}/cms/edit/`;
const HERE = dirname(fileURLToPath(import.meta.url));
const NODE_MODULES = join(HERE, '../../../node_modules');

/** URL folder → the package folder it is served from. */
const FOLDERS: Record<string, string> = {
  '/tinymce/': join(NODE_MODULES, 'tinymce'),
  '/ckeditor5/': join(NODE_MODULES, 'ckeditor5/dist/browser'),
  '/dompurify/': join(NODE_MODULES, 'dompurify/dist'),
};

// The UMD builds set one global each (tinymce, CKEDITOR, DOMPurify): nothing of theirs is
// bundled. /editors.js, this harness's own code, starts them.
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>CMS editors</title>
<script src="/tinymce/tinymce.min.js"></script>
<script src="/ckeditor5/ckeditor5.umd.js"></script>
<script src="/dompurify/purify.min.js"></script>
</head><body>
<textarea id="tinymce"></textarea>
<textarea id="tinymce-umbraco-13"></textarea>
<div id="ckeditor5"></div>
<div id="ckeditor5-full-html"></div>
<div id="ckeditor5-html-embed"></div>
<script src="/editors.js"></script>
</body></html>`;

let compiled: Promise<string> | undefined;

/** cmsEditorsInPage.ts as one script, compiled once per worker (a few milliseconds). */
function inPageScript(): Promise<string> {
  compiled ??= esbuild
    .build({
      entryPoints: [join(HERE, 'cmsEditorsInPage.ts')],
      bundle: true,
      format: 'iife',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
    })
    .then((result) => result.outputFiles[0]?.text ?? '');
  return compiled;
}

/** Serves the page, its script and the editors' files from node_modules; aborts everything else. */
async function routeEditorFiles(context: BrowserContext): Promise<void> {
  const script = await inPageScript();
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (url.href === EDITOR_PAGE_URL)
      return route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE });
    if (url.pathname === '/editors.js') {
      return route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: script });
    }
    const folder = Object.keys(FOLDERS).find((prefix) => url.pathname.startsWith(prefix));
    if (!folder || url.pathname.includes('..')) return route.fulfill({ status: 404, body: 'not found' });
    // fulfill({ path }) reads the file and sets its content type from its extension.
    return route.fulfill({ path: join(FOLDERS[folder] as string, url.pathname.slice(folder.length)) });
  });
}

type EditorsWindow = Window & { cmsEditors?: InPageEditors };

/** A page in `context` with every in-browser editor started, ready for `storeInPage`. */
export async function openEditorsPage(context: BrowserContext): Promise<Page> {
  await routeEditorFiles(context);
  const page = await context.newPage();
  await page.goto(EDITOR_PAGE_URL);
  await page.evaluate(async () => {
    const editors = (window as EditorsWindow).cmsEditors;
    if (!editors) throw new Error("the editors' script did not run");
    await editors.started;
  });
  return page;
}

/** What `editor` on the editors' page stores for `html`. */
export function storeInPage(page: Page, editor: PageEditorName, html: string): Promise<string> {
  return page.evaluate(
    ([name, input]) => {
      const editors = (window as EditorsWindow).cmsEditors;
      if (!editors) throw new Error("the editors' script did not run");
      return editors.store(name, input);
    },
    [editor, html] as const,
  );
}
