/** The editors that run in Chromium (the sanitizers that need no DOM run in Node). */
export type PageEditorName =
  | 'tinymce'
  | 'tinymce-umbraco-13'
  | 'ckeditor5'
  | 'ckeditor5-full-html'
  | 'ckeditor5-html-embed'
  | 'dompurify';

/** What the editors' page leaves on `window.cmsEditors` (cmsEditorsInPage.ts). */
export interface InPageEditors {
  /** Settles once every editor has started; rejects if one cannot. */
  started: Promise<void>;
  /** What `editor` stores for `html`. */
  store(editor: PageEditorName, html: string): string;
}
