// The builder's forms put through the real CMS editors and sanitizers (support/cmsEditors.ts),
// stored, and shown as a CMS page shows them (support/mountStored.ts): where each island still
// mounts with its props. First the harness against what is known of each editor: an empty
// island element is lost in most of them, and a plain link survives every one. The tables in
// docs/cms.md are written from these results (UPDATE_DOCS=1) and must match them.
import { readFileSync, writeFileSync } from 'node:fs';
import type { IslandName } from '@nordpark/core';
import { facilities } from '@nordpark/fixtures';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildSnippet } from '../../packages/builder/src/snippet';
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

/** The islands the builder offers, each with props as an editor sets them. */
const FORM_ISLANDS: readonly [IslandName, Record<string, unknown>][] = [
  ['facility-search', { variant: 'simple' }],
  ['booking-flow', { fId: FACILITY.Uid }],
  ['date-field', { name: 'arrival', text: 'Ankomst' }],
  [
    'confirm-dialog',
    { action: 'delete-vehicle', vehicle: { id: '5002', plateText: 'MLB 84C', uid: 'veh-v2' } },
  ],
];

/**
 * Where a form is lost, as the research says (docs/cms.md): the date field's block where no
 * <div> and no <input> survive (a form field cannot be a link). Everywhere else the island mounts.
 */
const LOST: readonly [EditorName, 'block' | 'link', IslandName][] = [
  ['ckeditor5', 'block', 'date-field'],
  ['sanitize-html', 'block', 'date-field'],
  ['drupal-basic-html', 'block', 'date-field'],
];

const CMS_DOC = new URL('../../docs/cms.md', import.meta.url);

/** `doc` with the part between `<!-- name:start -->` and `<!-- name:end -->` replaced by `content`. */
function withGenerated(doc: string, name: string, content: string): string {
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  if (!doc.includes(start) || !doc.includes(end)) throw new Error(`docs/cms.md has no ${start} … ${end}`);
  return `${doc.slice(0, doc.indexOf(start) + start.length)}\n${content}${doc.slice(doc.indexOf(end))}`;
}

/** The stored page's islands: each element's state and props, by island name. */
async function islandsOnStoredPage(page: Page, origin: string, stored: string) {
  await mountStored(page, origin, stored);
  const islands = await page.locator('[data-nordpark]').evaluateAll((elements) =>
    elements.map((element) => [
      element.getAttribute('data-nordpark') ?? '',
      {
        state: element.getAttribute('data-nordpark-state'),
        props: JSON.parse(element.getAttribute('data-nordpark-props') ?? '{}') as unknown,
      },
    ]),
  );
  await page.unrouteAll();
  return Object.fromEntries(islands) as Record<string, { state: string | null; props: unknown }>;
}

/** Whether each island mounted from each form, per editor: the docs' table. */
function mountTable(
  columns: readonly [IslandName, string][],
  results: ReadonlyMap<string, Record<string, { state: string | null } | undefined>>,
): string {
  const header = `| editor | ${columns.map(([island, form]) => `${island} ${form}`).join(' | ')} |`;
  const rows = CMS_EDITORS.map(({ name, label }) => {
    const cells = columns.map(([island, form]) => {
      const found = results.get(`${name} ${form}`)?.[island];
      return found ? (found.state === 'mounted' ? 'mounts' : (found.state ?? '?')) : 'lost';
    });
    return `| ${label} | ${cells.join(' | ')} |`;
  });
  return `${[header, `|---|${columns.map(() => '---').join('|')}|`, ...rows].join('\n')}\n`;
}

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

  describe('the builder’s forms, stored and shown as a page', () => {
    type Form = 'block' | 'link';
    const forms = FORM_ISLANDS.flatMap(([island, props]) => {
      const snippet = buildSnippet({
        island,
        props,
        config: { country: 'se' },
        assetBase: '/assets/nordpark/',
      });
      const all: [IslandName, Form, string][] = [[island, 'block', snippet.block]];
      if (snippet.link) all.push([island, 'link', snippet.link]);
      return all;
    });
    /** Per editor and form: what each island became on the stored page (absent: no element). */
    const results = new Map<string, Record<string, { state: string | null; props: unknown }>>();
    const pages = new Map<string, Record<string, { state: string | null; props: unknown }>>();

    beforeAll(async () => {
      const page = await (await session.newContext()).newPage();
      for (const { name } of CMS_EDITORS) {
        for (const form of ['block', 'link'] as const) {
          const stored: string[] = [];
          for (const [, kind, html] of forms)
            if (kind === form) stored.push(await editors.storeThrough(name, html));
          const key = stored.join('\n');
          // Editors that store the same markup make the same page: shown once.
          if (!pages.has(key)) pages.set(key, await islandsOnStoredPage(page, session.server.url, key));
          results.set(`${name} ${form}`, pages.get(key) ?? {});
        }
      }
    }, 120_000);

    test.each(CMS_EDITORS.map((editor) => editor.name))(
      '%s: every island the builder offers mounts with its props from each form that survives there',
      (name) => {
        for (const [island, form] of forms) {
          const found = results.get(`${name} ${form}`)?.[island];
          const props = FORM_ISLANDS.find(([candidate]) => candidate === island)?.[1];
          if (
            LOST.some(([editor, lostForm, lost]) => editor === name && lostForm === form && lost === island)
          ) {
            expect(found, `${island} ${form}`).toBeUndefined();
          } else {
            expect(found, `${island} ${form}`).toEqual({ state: 'mounted', props });
          }
        }
      },
    );

    test('docs/cms.md holds these results, and what each editor stored of the booking flow’s forms', async () => {
      const booking = forms.filter(([island]) => island === 'booking-flow');
      const stored = await storedTable(
        editors,
        booking.map(([island, form, html]) => ({ title: `${island} ${form}`, html })),
      );
      const mounted = mountTable(
        forms.map(([island, form]) => [island, form]),
        results,
      );
      const doc = readFileSync(CMS_DOC, 'utf8');
      const written = withGenerated(
        withGenerated(doc, 'cms-editors-table', mounted),
        'cms-editors-stored',
        stored,
      );
      if (process.env.UPDATE_DOCS) writeFileSync(CMS_DOC, written);
      expect(readFileSync(CMS_DOC, 'utf8'), 'run it with UPDATE_DOCS=1 to write the tables').toBe(written);
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
