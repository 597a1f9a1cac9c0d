// Every preset the embed builder offers (each island's editor spec), mounted as an editor would
// paste it, in mock mode, on a Swedish page with the drop-in bundle: none may end in an error.
// The confirm dialog's presets are opened too, since their first call comes with the dialog.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bookingFlowEditor } from '@nordpark/booking-flow/editor';
import { dateFieldEditor } from '@nordpark/date-field/editor';
import { facilitySearchEditor } from '@nordpark/facility-search/editor';
import { confirmDialogEditor } from '@nordpark/my-parking/editor';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { SETTLE_LIMIT_MS } from './support/pageWatch';
import { useBrowserSession } from './support/session';

const bundle = fileURLToPath(new URL('../../packages/islands/dist/browser/', import.meta.url));
const ORIGIN = 'http://presets.test';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
};

interface Preset {
  id: string;
  props: Record<string, unknown>;
  config?: Record<string, unknown>;
}
const EDITORS = [
  facilitySearchEditor,
  bookingFlowEditor,
  dateFieldEditor,
  confirmDialogEditor,
] as unknown as {
  island: string;
  presets: readonly Preset[];
}[];
const CASES = EDITORS.flatMap(({ island, presets }) => presets.map((preset) => ({ island, preset })));

const escapeQuotes = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

function pageOf(island: string, preset: Preset): string {
  const config = { country: 'se', mock: { maxDelay: 0 }, ...preset.config };
  // The confirm dialog enhances the host's trigger, as on a my-parking page.
  const fallback = island === 'confirm-dialog' ? '<button type="button">Gör det</button>' : '';
  return `<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>${island} ${preset.id}</title>
<link rel="stylesheet" href="/nordpark/nordpark.css"></head><body><main>
<script type="application/json" id="nordpark-config">${JSON.stringify(config)}</script>
<div id="island" data-nordpark="${island}" data-nordpark-props='${escapeQuotes(JSON.stringify(preset.props))}'>${fallback}</div>
</main><script type="module" src="/nordpark/nordpark.js"></script></body></html>`;
}

async function serve(page: Page, html: string): Promise<void> {
  await page.route(`${ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (!path.startsWith('/nordpark/')) return route.fulfill({ contentType: 'text/html', body: html });
    const file = join(bundle, path.slice('/nordpark/'.length));
    return route.fulfill({
      contentType: TYPES[extname(file)] ?? 'application/octet-stream',
      body: await readFile(file),
    });
  });
}

const settled = (page: Page) =>
  page.waitForFunction(
    () =>
      /^(mounted|error)$/.test(document.getElementById('island')?.getAttribute('data-nordpark-state') ?? ''),
    undefined,
    { timeout: SETTLE_LIMIT_MS },
  );

/** What the island says went wrong: its error state, or an alert with words in it. */
const trouble = (page: Page) =>
  page.evaluate(() => {
    const island = document.getElementById('island');
    const alerts = Array.from(document.querySelectorAll('[role="alert"], .np-alert-dialog__error'))
      .map((node) => node.textContent?.trim() ?? '')
      .filter(Boolean);
    return { state: island?.getAttribute('data-nordpark-state'), alerts };
  });

/**
 * Opens the confirm dialog and takes its action, as an editor trying the preset would: the
 * success event (cancelled, so the page stays) or an error in the dialog ends it. An invoice
 * opens no dialog: its download starts.
 */
async function openAndConfirm(page: Page, preset: Preset): Promise<void> {
  const { documentNumber } = preset.props;
  if (typeof documentNumber === 'string') {
    const download = page.waitForRequest((request) => request.url().includes(documentNumber));
    await page.locator('#island button').click();
    await download;
    // The download is a navigation, which this page answers with the page again.
    await page.waitForLoadState();
    await settled(page);
    return;
  }
  await page.evaluate(() => {
    document.addEventListener('nordpark:confirm-dialog-success', (event) => {
      event.preventDefault();
      document.body.dataset.succeeded = 'true';
    });
  });
  await page.locator('#island button').click();
  const dialog = page.locator('dialog[open]');
  await dialog.locator('.np-alert-dialog__actions button').last().waitFor();
  // What the action asks for before it can be confirmed: a reason, a ticked box.
  if ((await dialog.locator('input[type="radio"]').count()) > 0)
    await dialog.locator('input[type="radio"]').first().check();
  if ((await dialog.locator('input[type="checkbox"]').count()) > 0)
    await dialog.locator('input[type="checkbox"]').check();
  await dialog.locator('.np-alert-dialog__actions button').last().click();
  const ended = () =>
    page.waitForFunction(
      () =>
        document.body.dataset.succeeded === 'true' ||
        document.querySelector('.np-alert-dialog__error') !== null ||
        // A notice to acknowledge: one button, Close.
        document.querySelectorAll('dialog[open] .np-alert-dialog__actions button').length === 1,
      undefined,
      { timeout: SETTLE_LIMIT_MS },
    );
  await ended();
  if (
    await page.evaluate(
      () => document.body.dataset.succeeded !== 'true' && !document.querySelector('.np-alert-dialog__error'),
    )
  ) {
    const notice = await dialog.textContent();
    await dialog.locator('.np-alert-dialog__actions button').click();
    await page
      .waitForFunction(() => document.body.dataset.succeeded === 'true', undefined, {
        timeout: SETTLE_LIMIT_MS,
      })
      .catch(() => {
        throw new Error(`no success after the notice: ${notice}`);
      });
  }
}

describeBrowser('every builder preset works in mock mode', () => {
  const session = useBrowserSession();

  test.each(CASES)('$island: $preset.id mounts and shows no error', async ({ island, preset }) => {
    const page = await session.page();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await serve(page, pageOf(island, preset));
    await page.goto(`${ORIGIN}/`);
    await settled(page);
    if (island === 'confirm-dialog') await openAndConfirm(page, preset);
    expect(await trouble(page)).toEqual({ state: 'mounted', alerts: [] });
    expect(errors).toEqual([]);
  });
});
