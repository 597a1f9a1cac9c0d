// Runs in the editors' page (cmsEditorsPage.ts compiles it with esbuild): starts each editor
// once, as the CMS configures it, and leaves `window.cmsEditors.store(editor, html)`, which
// puts `html` in as an editor pastes it in the source view and returns what the CMS saves.
// TinyMCE's code plugin calls setContent and the CMS saves getContent; CKEditor 5's source
// editing calls setData and the CMS saves getData; the HTML embed widget takes `html` as its
// raw content. The editors come from their UMD builds, loaded by the page before this file.
import { CKEDITOR_STOCK_PLUGINS, UMBRACO_13_TINYMCE } from './cmsEditorConfigs';
import type { InPageEditors, PageEditorName } from './cmsEditorsPageTypes';

interface TinyEditor {
  setContent(html: string): void;
  getContent(): string;
}

interface CkEditor {
  setData(html: string): void;
  getData(): string;
  execute(command: string, value: string): void;
}

const globals = window as unknown as {
  tinymce: { init(options: Record<string, unknown>): Promise<TinyEditor[]> };
  CKEDITOR: Record<string, unknown> & {
    ClassicEditor: { create(element: Element, config: Record<string, unknown>): Promise<CkEditor> };
  };
  DOMPurify: { sanitize(html: string): string };
  cmsEditors: InPageEditors;
};

async function tiny(id: string, options: Record<string, unknown>): Promise<TinyEditor> {
  const [editor] = await globals.tinymce.init({ selector: `#${id}`, license_key: 'gpl', ...options });
  if (!editor) throw new Error(`TinyMCE did not start on #${id}`);
  return editor;
}

function ck(id: string, names: readonly string[], config: Record<string, unknown> = {}): Promise<CkEditor> {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on the editors' page`);
  const plugins = names.map((name) => {
    const plugin = globals.CKEDITOR[name];
    if (!plugin) throw new Error(`CKEditor 5 has no plugin ${name}`);
    return plugin;
  });
  return globals.CKEDITOR.ClassicEditor.create(element, { licenseKey: 'GPL', plugins, ...config });
}

async function start(): Promise<Record<PageEditorName, (html: string) => string>> {
  const [tinyDefault, tinyUmbraco, ckStock, ckFull, ckEmbed] = await Promise.all([
    // `tinymce.init` with nothing but its target: every TinyMCE default.
    tiny('tinymce', {}),
    tiny('tinymce-umbraco-13', { ...UMBRACO_13_TINYMCE }),
    ck('ckeditor5', CKEDITOR_STOCK_PLUGINS),
    // Drupal's "Full HTML" has no HTML restrictions, so Drupal gives GHS this allow-all rule.
    ck('ckeditor5-full-html', [...CKEDITOR_STOCK_PLUGINS, 'GeneralHtmlSupport', 'SourceEditing'], {
      htmlSupport: { allow: [{ name: /.*/, attributes: true, classes: true, styles: true }] },
    }),
    ck('ckeditor5-html-embed', [...CKEDITOR_STOCK_PLUGINS, 'HtmlEmbed']),
  ]);
  return {
    tinymce(html) {
      tinyDefault.setContent(html);
      return tinyDefault.getContent();
    },
    'tinymce-umbraco-13'(html) {
      tinyUmbraco.setContent(html);
      return tinyUmbraco.getContent();
    },
    ckeditor5(html) {
      ckStock.setData(html);
      return ckStock.getData();
    },
    'ckeditor5-full-html'(html) {
      ckFull.setData(html);
      return ckFull.getData();
    },
    'ckeditor5-html-embed'(html) {
      ckEmbed.setData('');
      ckEmbed.execute('htmlEmbed', html);
      return ckEmbed.getData();
    },
    dompurify: (html) => globals.DOMPurify.sanitize(html),
  };
}

let stores: Record<PageEditorName, (html: string) => string> | undefined;
globals.cmsEditors = {
  started: start().then((started) => {
    stores = started;
  }),
  store(editor, html) {
    if (!stores) throw new Error('the editors are still starting: await window.cmsEditors.started first');
    const store = stores[editor];
    if (!store) throw new Error(`no editor named ${editor} on the editors' page`);
    return store(html);
  },
};
