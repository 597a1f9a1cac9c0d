// What an npm user gets, end to end: the packages as `npm pack` publishes them, installed into
// a minimal Vite app made as docs/embedding.md tells ("Stylesheets for npm users", "Mounting
// and components"), built by Vite, and opened in Chromium beside the same islands from the
// drop-in bundle. Each island must mount (an unknown data-nordpark-load without passing
// through `waiting`), answer a visitor, and look like the drop-in's: the same font and colours
// on its controls, its visually hidden texts out of sight.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingFlowEditor } from '@nordpark/booking-flow/editor';
import { facilitySearchEditor } from '@nordpark/facility-search/editor';
import { confirmDialogEditor } from '@nordpark/my-parking/editor';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
// @ts-expect-error: a plain script, without types
import { PACKAGE_BUDGETS_KIB as budgets } from '../../scripts/size-report.mjs';
import { describeBrowser } from './support/describeBrowser';
import { SETTLE_LIMIT_MS } from './support/pageWatch';
import { useBrowserSession } from './support/session';

const PACKAGE_BUDGETS_KIB = budgets as Record<string, number>;
const root = fileURLToPath(new URL('../..', import.meta.url));
const PACKAGES = Object.keys(PACKAGE_BUDGETS_KIB).map((name) => name.slice('@nordpark/'.length));
const VITE_APP = 'http://vite-app.test';
const DROP_IN = 'http://drop-in.test';
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

const propsOf = (presets: readonly { id: string; props: object }[], id: string) =>
  JSON.stringify(presets.find((preset) => preset.id === id)?.props ?? {}).replace(/'/g, '&#39;');

/** The islands, as a CMS page holds them; the same markup on both pages. */
const BODY = `<main>
<script type="application/json" id="nordpark-config">{"country":"se","mock":{"delay":0}}</script>
<div id="date-field" data-nordpark="date-field" data-nordpark-load="later" data-nordpark-props='{"name":"start","label":"Startdatum"}'></div>
<div id="facility-search" data-nordpark="facility-search" data-nordpark-props='${propsOf(facilitySearchEditor.presets, 'simple')}'></div>
<div id="booking-flow" data-nordpark="booking-flow" data-nordpark-props='${propsOf(bookingFlowEditor.presets, 'one-facility')}'></div>
<div id="confirm-dialog" data-nordpark="confirm-dialog" data-nordpark-props='${propsOf(confirmDialogEditor.presets, 'delete-vehicle')}'><button type="button">Ta bort</button></div>
</main>`;

/** Before any script: every state each island passes through. */
const RECORD_STATES = `<script>window.__states = {};
document.addEventListener('nordpark:statechange', (event) => {
  const id = event.target.id;
  (window.__states[id] ??= []).push(event.detail.state);
});</script>`;

/** The app's code, as docs/embedding.md writes it for npm users (mock mode registered, as
 * docs/api.md says, since this page has no backend). */
const MAIN = `import '@nordpark/islands/nordpark.css';
import '@nordpark/date-field/styles.css';
import '@nordpark/facility-search/styles.css';
import '@nordpark/booking-flow/styles.css';
import '@nordpark/my-parking/styles.css';
import { registerMockMode } from '@nordpark/api';
import { mountIslands, registerIsland } from '@nordpark/islands';

registerMockMode(() => import('@nordpark/api/mock'));
registerIsland('date-field', () => import('@nordpark/date-field/island'));
registerIsland('facility-search', () => import('@nordpark/facility-search/island'));
registerIsland('booking-flow', () => import('@nordpark/booking-flow/island'));
registerIsland('confirm-dialog', () => import('@nordpark/my-parking/island'));
mountIslands(document, { whenDue: true });
`;

const page = (head: string, scripts: string) =>
  `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Parkering</title>${RECORD_STATES}${head}</head><body>${BODY}${scripts}</body></html>`;

/**
 * The app's node_modules: each of our packages unpacked from its tarball (what npm would
 * install), every other package a link to the repository's own (react, leaflet, …: no registry
 * needed).
 */
function installInto(app: string, tarballs: string): void {
  const modules = join(app, 'node_modules');
  mkdirSync(join(modules, '@nordpark'), { recursive: true });
  for (const name of PACKAGES) {
    const tarball = readdirSync(tarballs).find((file) => file.startsWith(`nordpark-${name}-`));
    if (!tarball) throw new Error(`npm pack made no tarball of @nordpark/${name}`);
    const target = join(modules, '@nordpark', name);
    mkdirSync(target);
    execFileSync('tar', ['-xzf', join(tarballs, tarball), '-C', target, '--strip-components=1']);
  }
  for (const entry of readdirSync(join(root, 'node_modules'))) {
    if (entry === '@nordpark' || entry.startsWith('.')) continue;
    symlinkSync(join(root, 'node_modules', entry), join(modules, entry));
  }
}

async function buildApp(): Promise<{ dir: string; packed: Record<string, number> }> {
  const dir = mkdtempSync(join(tmpdir(), 'nordpark-consumer-'));
  const tarballs = join(dir, 'tarballs');
  mkdirSync(tarballs);
  const packed = JSON.parse(
    execFileSync(
      'npm',
      [
        'pack',
        '--json',
        '--ignore-scripts',
        '--pack-destination',
        tarballs,
        ...PACKAGES.flatMap((name) => ['-w', `packages/${name}`]),
      ],
      { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    ),
  ) as { name: string; size: number }[];
  const app = join(dir, 'app');
  mkdirSync(app);
  installInto(app, tarballs);
  writeFileSync(join(app, 'index.html'), page('', '<script type="module" src="/main.js"></script>'));
  writeFileSync(join(app, 'main.js'), MAIN);
  const { build } = await import('vite');
  await build({ root: app, configFile: false, logLevel: 'error', build: { outDir: join(dir, 'dist') } });
  return { dir, packed: Object.fromEntries(packed.map(({ name, size }) => [name, size])) };
}

/** Serves `folder` at `origin` to the page; `/` is `index`. */
async function serve(target: Page, origin: string, folder: string, index: string): Promise<void> {
  await target.route(`${origin}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: index });
    return route.fulfill({
      contentType: TYPES[extname(path)] ?? 'application/octet-stream',
      body: readFileSync(join(folder, decodeURIComponent(path))),
    });
  });
}

const ISLANDS = ['date-field', 'facility-search', 'booking-flow', 'confirm-dialog'];

async function mounted(target: Page): Promise<Record<string, string[]>> {
  await target.waitForFunction(
    (ids) =>
      ids.every((id) => document.getElementById(id)?.getAttribute('data-nordpark-state') === 'mounted'),
    ISLANDS,
    { timeout: SETTLE_LIMIT_MS },
  );
  return target.evaluate(() => (window as unknown as { __states: Record<string, string[]> }).__states);
}

/** The computed look of each island's controls, and whether a visually hidden text is seen. */
function look(target: Page) {
  return target.evaluate(() => {
    const PROPERTIES = [
      'font-family',
      'font-size',
      'color',
      'background-color',
      'border-top-color',
      'border-radius',
      'padding-top',
    ];
    const controls: Record<string, Record<string, string>> = {};
    for (const selector of [
      '#date-field input[type="text"]',
      '#facility-search input',
      '#facility-search button',
      '#booking-flow button',
      '#booking-flow h2, #booking-flow legend',
      '#confirm-dialog button',
    ]) {
      const control = document.querySelector(selector);
      if (!control) continue;
      const style = getComputedStyle(control);
      controls[selector] = Object.fromEntries(PROPERTIES.map((name) => [name, style.getPropertyValue(name)]));
    }
    const seen = Array.from(document.querySelectorAll('.np-visually-hidden'))
      .filter((hidden) => {
        const box = hidden.getBoundingClientRect();
        return box.width > 1 || box.height > 1;
      })
      .map((hidden) => hidden.textContent);
    return { controls, seen, hidden: document.querySelectorAll('.np-visually-hidden').length };
  });
}

describeBrowser('an npm consumer: the packed packages in a Vite app, as the docs say', () => {
  const session = useBrowserSession();
  let built: { dir: string; packed: Record<string, number> } | undefined;

  beforeAll(async () => {
    built = await buildApp();
  }, 180_000);
  afterAll(() => {
    if (built) rmSync(built.dir, { recursive: true, force: true });
  });

  test('each package packs within its size budget (scripts/size-report.mjs)', () => {
    for (const [name, budget] of Object.entries(PACKAGE_BUDGETS_KIB))
      expect(built?.packed[name], name).toBeLessThanOrEqual(budget * 1024);
  });

  test('each island mounts (an unknown load value never waits), answers a visitor and looks as it does from the drop-in bundle', async () => {
    if (!built) throw new Error('the app was not built');
    const app = await session.page();
    const errors: string[] = [];
    app.on('pageerror', (error) => errors.push(error.message));
    await serve(
      app,
      VITE_APP,
      join(built.dir, 'dist'),
      readFileSync(join(built.dir, 'dist', 'index.html'), 'utf8'),
    );
    await app.goto(`${VITE_APP}/`);
    const states = await mounted(app);
    for (const id of ISLANDS) expect(states[id], id).toEqual(['loading', 'mounted']);

    const dropIn = await (await session.newContext()).newPage();
    const bundle = join(root, 'packages/islands/dist/browser');
    await serve(
      dropIn,
      DROP_IN,
      bundle,
      page(
        '<link rel="stylesheet" href="/nordpark.css">',
        '<script type="module" src="/nordpark.js"></script>',
      ),
    );
    await dropIn.goto(`${DROP_IN}/`);
    await mounted(dropIn);
    const [ours, theirs] = [await look(app), await look(dropIn)];
    expect(Object.keys(ours.controls).length).toBeGreaterThanOrEqual(5);
    expect(ours.controls).toEqual(theirs.controls);
    expect(ours.seen).toEqual([]);
    expect(ours.hidden).toBeGreaterThan(0);
    // The base's font, not the browser's serif.
    expect(ours.controls['#date-field input[type="text"]']?.['font-family']).toContain('system-ui');

    // Interactive: a typed date, a dialog opened, a search typed into.
    const date = app.locator('#date-field input[type="text"]');
    await date.fill('2027-01-15');
    await date.blur();
    await expect.poll(() => date.inputValue()).toBe('2027-01-15');
    await app.locator('#confirm-dialog button').click();
    await app.locator('dialog[open]').waitFor();
    await app.keyboard.press('Escape');
    await app.locator('#facility-search input').first().fill('Stockholm');
    await expect.poll(() => app.locator('#facility-search input').first().inputValue()).toBe('Stockholm');
    expect(errors).toEqual([]);
  });
});
