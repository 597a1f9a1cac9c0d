// The harness that puts a pasted block through the real CMS editors and sanitizers
// (support/cmsEditors.ts), checked against what is known of each: the builder's empty island
// element is lost in most of them, and a plain link survives every one. Then the stored HTML is
// shown as a CMS page shows it (support/mountStored.ts), where the loader mounts what is left.
import { facilities } from '@nordpark/fixtures';
import { beforeAll, describe, expect, test } from 'vitest';
import { CMS_EDITORS, type EditorName, useCmsEditors } from './support/cmsEditors';
import { describeBrowser } from './support/describeBrowser';
import { mountStored } from './support/mountStored';
import { useBrowserSession } from './support/session';
import { markdownCode, NOTHING_STORED, renderStoredTable, storedTable } from './support/storedTable';

const FACILITY = facilities.find((facility) => facility.Country === 'se');
if (!FACILITY) throw new Error('the fixtures hold no Swedish facility');

/** The builder's block as it is today: an empty element, its props single-quoted JSON. */
const emptyBlock = (fId: string | number) =>
  `<div data-nordpark="booking-flow" data-nordpark-props='${JSON.stringify({ fId })}'></div>`;
const LINK_HREF = '/se/search/?x=1#nordpark=facility-search';
const LINK = `<p><a href="${LINK_HREF}">Find parking</a></p>`;

/** The island elements in stored markup: their names and parsed props. */
function islandsIn(stored: string): { name: string; props: unknown }[] {
  return Array.from(
    stored.matchAll(/<div\b[^>]*?\bdata-nordpark="([^"]*)"[^>]*?\bdata-nordpark-props="([^"]*)"/g),
    ([, name = '', props = '']) => ({
      name,
      props: JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')),
    }),
  );
}

/** Every link's href in stored markup (the editors all write attributes double-quoted). */
function hrefsIn(stored: string): string[] {
  return Array.from(stored.matchAll(/<a\b[^>]*?\bhref="([^"]*)"/g), ([, href = '']) =>
    href.replaceAll('&amp;', '&'),
  );
}

/** What each editor is known to store for the empty block (the research behind the builder's forms). */
const EMPTY_BLOCK_FATE: Record<EditorName, 'kept' | 'padded' | 'embedded' | 'data-dropped' | 'nothing'> = {
  tinymce: 'padded',
  'tinymce-umbraco-13': 'nothing',
  ckeditor5: 'nothing',
  'ckeditor5-full-html': 'nothing',
  'ckeditor5-html-embed': 'embedded',
  dompurify: 'kept',
  'sanitize-html': 'data-dropped',
  'drupal-basic-html': 'nothing',
};

describeBrowser('CMS editors and sanitizers, run with their own code', () => {
  const session = useBrowserSession();
  const editors = useCmsEditors(session);
  const block = emptyBlock(1);

  describe('the builder’s empty block', () => {
    test.each(CMS_EDITORS.map((editor) => [editor.name, EMPTY_BLOCK_FATE[editor.name]] as const))(
      '%s: %s',
      async (name, fate) => {
        const stored = await editors.storeThrough(name, block);
        const island = [{ name: 'booking-flow', props: { fId: 1 } }];
        if (fate === 'nothing') expect(stored).toBe('');
        if (fate === 'data-dropped') expect(stored).toBe('<div></div>');
        if (fate === 'kept') expect(islandsIn(stored)).toEqual(island);
        if (fate === 'padded') {
          // TinyMCE pads an empty block, and writes the JSON back double-quoted: the same value.
          expect(stored).toMatch(/^<div [^>]+>&nbsp;<\/div>$/);
          expect(islandsIn(stored)).toEqual(island);
        }
        if (fate === 'embedded') {
          expect(stored).toMatch(/^<div class="raw-html-embed">.*<\/div>$/);
          expect(islandsIn(stored)).toEqual(island);
        }
      },
    );
  });

  describe('a plain link', () => {
    test.each(CMS_EDITORS.filter((editor) => editor.name !== 'tinymce').map((editor) => editor.name))(
      '%s keeps its href as it was',
      async (name) => {
        expect(hrefsIn(await editors.storeThrough(name, LINK))).toEqual([LINK_HREF]);
      },
    );

    test('TinyMCE’s defaults keep the link but write a same-host href relative to the editing page', async () => {
      const [href] = hrefsIn(await editors.storeThrough('tinymce', LINK));
      expect(href).toBe(`../..${LINK_HREF}`);
      // Resolved where the editor ran, it is the same address; on a page at another depth, not.
      expect(new URL(href ?? '', editors.editorPageUrl).pathname).toBe('/se/search/');
      expect(new URL(href ?? '', new URL('/se/parking/stockholm/', editors.editorPageUrl)).pathname).toBe(
        '/se/se/search/',
      );
    });
  });

  describe('what is stored, as a page', () => {
    let stored: { dompurify: string; sanitized: string };
    beforeAll(async () => {
      const real = emptyBlock(FACILITY.Uid);
      stored = {
        dompurify: await editors.storeThrough('dompurify', real),
        sanitized: await editors.storeThrough('sanitize-html', real),
      };
    });

    test('the island an editor kept mounts with its props', async () => {
      const page = await session.page();
      await mountStored(page, session.server.url, stored.dompurify);
      const island = page.locator('[data-nordpark="booking-flow"]');
      await expect.poll(() => island.getAttribute('data-nordpark-state')).toBe('mounted');
      expect(JSON.parse((await island.getAttribute('data-nordpark-props')) ?? '')).toEqual({
        fId: FACILITY.Uid,
      });
    });

    test('where the sanitizer dropped its data attributes no island is left to mount', async () => {
      const page = await session.page();
      await mountStored(page, session.server.url, stored.sanitized);
      expect(await page.evaluate(() => typeof window.nordpark)).toBe('object');
      expect(await page.locator('main div').count()).toBe(1);
      expect(await page.locator('[data-nordpark]').count()).toBe(0);
    });
  });

  describe('the table for the docs', () => {
    test('one row per editor, with what it stored and "(nothing)" where it stored nothing', async () => {
      const table = await storedTable(editors, [{ title: 'block', html: block }]);
      const lines = table.trimEnd().split('\n');
      expect(lines.slice(0, 3)).toEqual([
        '| editor | stored HTML |',
        '|---|---|',
        `| (as pasted) | ${markdownCode(block)} |`,
      ]);
      expect(lines).toHaveLength(3 + CMS_EDITORS.length);
      const row = (name: EditorName) => lines[3 + CMS_EDITORS.findIndex((editor) => editor.name === name)];
      expect(row('ckeditor5')).toBe(`| ${CMS_EDITORS[2]?.label} | ${NOTHING_STORED} |`);
      expect(row('sanitize-html')).toMatch(/\| `<div><\/div>` \|$/);
    });

    test('markup with pipes, backticks and line breaks stays one cell', () => {
      expect(markdownCode('<p>a|b</p>\n<p>`x`</p>')).toBe('``<p>a\\|b</p> <p>`x`</p>``');
      expect(markdownCode('`x`')).toBe('`` `x` ``');
      expect(
        renderStoredTable(
          [
            { title: 'block', html: '<div></div>' },
            { title: 'link', html: '<a href="/">x</a>' },
          ],
          [{ label: 'Some editor', stored: ['', '<a href="/">x</a>'] }],
        ),
      ).toBe(
        '| editor | block | link |\n|---|---|---|\n| (as pasted) | `<div></div>` | `<a href="/">x</a>` |\n| Some editor | (nothing) | `<a href="/">x</a>` |\n',
      );
    });
  });
});
