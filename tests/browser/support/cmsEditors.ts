import type { Browser } from 'playwright-core';
import sanitizeHtml from 'sanitize-html';
import { afterAll, beforeAll } from 'vitest';
import { DRUPAL_BASIC_HTML } from './cmsEditorConfigs';
import { openEditorsPage, type PageEditorName, storeInPage } from './cmsEditorsPage';

/**
 * The rich-text editors and sanitizers that stand between an editor's paste and the stored
 * page, each run with its own code (dev dependencies only) and configured as the CMS ships it.
 */
export type EditorName = PageEditorName | 'sanitize-html' | 'drupal-basic-html';

export interface CmsEditor {
  name: EditorName;
  /** Where it is met, for a table in the docs. */
  label: string;
}

export const CMS_EDITORS: readonly CmsEditor[] = [
  { name: 'tinymce', label: 'TinyMCE 8, default configuration, source view (Optimizely CMS, Umbraco ≤ 13)' },
  { name: 'tinymce-umbraco-13', label: "TinyMCE with Umbraco 13's default `valid_elements`" },
  { name: 'ckeditor5', label: 'CKEditor 5, a stock build (Drupal, many SaaS CMSes)' },
  {
    name: 'ckeditor5-full-html',
    label: 'CKEditor 5 with General HTML Support allowing everything (Drupal "Full HTML")',
  },
  { name: 'ckeditor5-html-embed', label: "CKEditor 5's HTML embed widget" },
  { name: 'dompurify', label: 'DOMPurify, defaults' },
  { name: 'sanitize-html', label: 'sanitize-html, defaults (common in Node CMSes)' },
  { name: 'drupal-basic-html', label: 'Drupal\'s standard "Basic HTML" format' },
];

const NODE_STORES: Record<Exclude<EditorName, PageEditorName>, (html: string) => string> = {
  'sanitize-html': (html) => sanitizeHtml(html),
  'drupal-basic-html': (html) => sanitizeHtml(html, DRUPAL_BASIC_HTML),
};

function isNodeEditor(editor: EditorName): editor is keyof typeof NODE_STORES {
  return Object.hasOwn(NODE_STORES, editor);
}

export interface StoredResult {
  editor: CmsEditor;
  stored: string;
}

export interface CmsEditors {
  /** Where the editors run: TinyMCE's defaults store a same-host link relative to it. */
  editorPageUrl: string;
  /** What `editor` stores when `html` is pasted into it (its source view, or as an embed). */
  storeThrough(editor: EditorName, html: string): Promise<string>;
  /** What every editor of CMS_EDITORS stores for `html`, in that order. */
  storeThroughEach(html: string): Promise<StoredResult[]>;
  close(): Promise<void>;
}

/**
 * Starts the editors on one page of their own, in a context of their own, in `browser`; the
 * sanitizers without a DOM run in Node. Starting takes about two seconds on this machine (a
 * second or so of it CKEditor's and TinyMCE's scripts); a store after that, a few milliseconds.
 */
export async function openCmsEditors(browser: Browser): Promise<CmsEditors> {
  const editorsPage = await openEditorsPage(browser);
  const storeThrough = async (editor: EditorName, html: string): Promise<string> => {
    if (isNodeEditor(editor)) return NODE_STORES[editor](html);
    if (!CMS_EDITORS.some((known) => known.name === editor)) throw new Error(`unknown editor "${editor}"`);
    return storeInPage(editorsPage.page, editor, html);
  };
  return {
    editorPageUrl: editorsPage.url,
    storeThrough,
    async storeThroughEach(html) {
      const results: StoredResult[] = [];
      for (const editor of CMS_EDITORS)
        results.push({ editor, stored: await storeThrough(editor.name, html) });
      return results;
    },
    close: editorsPage.close,
  };
}

/**
 * The editors for a test file: started before its tests, in the session's Chromium, and
 * closed after them. Use inside a describe, after useBrowserSession.
 */
export function useCmsEditors(session: { readonly browser: Browser }): Omit<CmsEditors, 'close'> {
  let editors: CmsEditors | undefined;
  beforeAll(async () => {
    editors = await openCmsEditors(session.browser);
  });
  afterAll(async () => {
    await editors?.close();
  });
  const started = (): CmsEditors => {
    if (!editors) throw new Error('the CMS editors are not started: use them inside a test');
    return editors;
  };
  return {
    get editorPageUrl() {
      return started().editorPageUrl;
    },
    storeThrough: (editor, html) => started().storeThrough(editor, html),
    storeThroughEach: (html) => started().storeThroughEach(html),
  };
}
