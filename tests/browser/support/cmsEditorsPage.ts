import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import type { InPageEditors, PageEditorName } from './cmsEditorsPageTypes';

export type { PageEditorName } from './cmsEditorsPageTypes';

/**
 * Where the editors' page is, as a CMS's editing view sits on the site's host under a path of
 * its own. It matters: TinyMCE's defaults (`relative_urls`) write a same-host link relative to
 * this page, so `/se/search/` is stored as `../../se/search/`.
 */
export const EDITOR_PAGE_PATH = '/cms/edit/';

const HERE = dirname(fileURLToPath(import.meta.url));
const NODE_MODULES = join(HERE, '../../../node_modules');

/** URL folder → the package folder it is served from. */
const FOLDERS: Record<string, string> = {
  '/tinymce/': join(NODE_MODULES, 'tinymce'),
  '/ckeditor5/': join(NODE_MODULES, 'ckeditor5/dist/browser'),
  '/dompurify/': join(NODE_MODULES, 'dompurify/dist'),
};

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
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

interface EditorsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves the page, its script and the editors' files from node_modules on 127.0.0.1 and a
 * free port. A server rather than Playwright routes: 2.5 MB of scripts through routes cost
 * the page about half a second more to load on this machine. Nothing of the editors is served
 * by the demo or shipped with a package.
 */
async function startEditorsServer(): Promise<EditorsServer> {
  const script = await inPageScript();
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, type: string, body: string | Buffer) =>
      response.writeHead(status, { 'content-type': type }).end(body);
    if (pathname === EDITOR_PAGE_PATH) return send(200, 'text/html; charset=utf-8', PAGE);
    if (pathname === '/editors.js') return send(200, TYPES['.js'] as string, script);
    const folder = Object.keys(FOLDERS).find((prefix) => pathname.startsWith(prefix));
    const type = TYPES[extname(pathname)];
    if (!folder || !type || pathname.includes('..')) return send(404, 'text/plain', 'not found');
    try {
      send(200, type, await readFile(join(FOLDERS[folder] as string, pathname.slice(folder.length))));
    } catch {
      send(404, 'text/plain', 'not found');
    }
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(0, '127.0.0.1', () => listening());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((closed, failed) => {
        server.closeAllConnections();
        server.close((error) => (error ? failed(error) : closed()));
      }),
  };
}

type EditorsWindow = Window & { cmsEditors?: InPageEditors };

export interface EditorsPage {
  page: Page;
  /** The page's address (a link stored relative to it resolves against it). */
  url: string;
  close(): Promise<void>;
}

/** A page of its own context in `browser`, every in-browser editor started on it. */
export async function openEditorsPage(browser: Browser): Promise<EditorsPage> {
  const server = await startEditorsServer();
  const context = await browser.newContext();
  const close = async () => {
    await context.close();
    await server.close();
  };
  try {
    const page = await context.newPage();
    const url = `${server.url}${EDITOR_PAGE_PATH}`;
    await page.goto(url);
    await page.evaluate(async () => {
      const editors = (window as EditorsWindow).cmsEditors;
      if (!editors) throw new Error("the editors' script did not run");
      await editors.started;
    });
    return { page, url, close };
  } catch (error) {
    await close();
    throw error;
  }
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
