import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { describeBrowser } from './support/describeBrowser';
import { useBrowserSession } from './support/session';

const bundleDir = fileURLToPath(new URL('../../packages/islands/dist/browser/', import.meta.url));

describeBrowser('the drop-in bundle in Chromium', () => {
  const session = useBrowserSession();

  const open = (path: string) => session.openPage(path);

  test('the index and /se/search load with no page errors and no failed requests', async () => {
    for (const path of ['/', '/se/search']) {
      const { watch, response } = await open(path);
      expect(response?.status(), path).toBe(200);
      expect(watch.pageErrors, path).toEqual([]);
      expect(watch.consoleErrors, path).toEqual([]);
      expect(watch.failedRequests, path).toEqual([]);
    }
  });

  test('API-01 API-06 /se/search fetches nearby facilities over HTTP from the reference server', async () => {
    const { page, watch } = await open('/se/search');
    const status = page.locator('.np-search__status[data-status="done"]');
    await status.waitFor();
    const count = Number((await status.textContent())?.match(/^(\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    expect(watch.requested.some((url) => url.includes('/booking/getnearbyfacilities?'))).toBe(true);
  });

  test('window.nordpark exposes mount, unmount and the version', async () => {
    const { page } = await open('/test/no-islands');
    const api = await page.evaluate(() => {
      const np = (window as unknown as { nordpark?: Record<string, unknown> }).nordpark;
      return np && { mount: typeof np.mount, unmount: typeof np.unmount, version: np.version };
    });
    const { version } = JSON.parse(
      readFileSync(new URL('../../packages/islands/package.json', import.meta.url), 'utf8'),
    );
    expect(api).toEqual({ mount: 'function', unmount: 'function', version });
  });

  test('a page with two islands of different kinds mounts both, loading React once', async () => {
    const { page, watch } = await open('/test/two-islands');
    const islands = await page.$$eval('[data-nordpark]', (els) =>
      els.map((el) => [el.getAttribute('data-nordpark'), el.getAttribute('data-nordpark-state')]),
    );
    expect(islands).toEqual([
      ['date-field', 'mounted'],
      ['confirm-dialog', 'mounted'],
    ]);
    const chunks = watch.requested.filter((url) => url.includes('/chunks/'));
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  test('an island with invalid props shows its own message and the other island still works', async () => {
    const { page, watch } = await open('/test/invalid-props');
    const broken = page.locator('[data-nordpark][data-nordpark-state="error"]');
    await expect(broken.count()).resolves.toBe(1);
    await expect(broken.locator('[role="alert"]').count()).resolves.toBe(1);
    await expect(page.locator('[data-nordpark][data-nordpark-state="mounted"]').count()).resolves.toBe(1);
    expect(watch.consoleErrors.length).toBe(1);
    expect(watch.consoleErrors[0]).toMatch(/date-field|confirm-dialog|facility-search|booking-flow/);
    expect(watch.pageErrors).toEqual([]);
  });

  test('an island inserted after load mounts, and one removed unmounts', async () => {
    const { page } = await open('/test/dynamic');
    await page.evaluate(() => {
      const el = document.createElement('div');
      el.id = 'late';
      el.setAttribute('data-nordpark', 'date-field');
      el.setAttribute('data-nordpark-props', '{"name":"late"}');
      document.querySelector('main')?.append(el);
    });
    await page.waitForSelector('#late[data-nordpark-state="mounted"]');
    const placeholderShown = await page.locator('#late .np-placeholder, #late input').count();
    expect(placeholderShown).toBeGreaterThan(0);
    // Removal: the island's React root is unmounted, so its content is gone even when the
    // detached element is kept and inspected.
    await page.evaluate(() => {
      const el = document.getElementById('late');
      (window as Window & { __late?: Element | null }).__late = el;
      el?.remove();
    });
    // The loader unmounts when it notices the removal: waited for, kept detached to look at.
    await page.waitForFunction(() => {
      const el = (window as Window & { __late?: Element | null }).__late;
      return el?.childElementCount === 0 && !el.hasAttribute('data-nordpark-state');
    });
  });

  test('/se/date-field requests no chunk that contains Leaflet', async () => {
    const { watch } = await open('/se/date-field');
    const metafile = JSON.parse(readFileSync(`${bundleDir}metafile.json`, 'utf8')) as {
      js: { outputs: Record<string, { inputs: Record<string, unknown> }> };
    };
    const leafletChunks = Object.entries(metafile.js.outputs)
      .filter(([, output]) =>
        Object.keys(output.inputs).some((input) => /node_modules\/(leaflet|react-leaflet)/.test(input)),
      )
      .map(([file]) => file.split('/').pop());
    const requested = watch.requested.map((url) => url.split('/').pop());
    expect(requested.some((file) => file?.startsWith('nordpark.js'))).toBe(true);
    for (const chunk of leafletChunks) expect(requested).not.toContain(chunk);
    // And none of the chunks it did load mentions Leaflet, whatever the metafile says.
    for (const url of watch.requested.filter((u) => u.endsWith('.js'))) {
      const file = url.split('/assets/nordpark/')[1];
      if (file) expect(readFileSync(`${bundleDir}${file}`, 'utf8'), file).not.toMatch(/leaflet/i);
    }
  });
});
