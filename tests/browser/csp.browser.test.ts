import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, onTestFinished, test } from 'vitest';
import { DEMO_POLICY } from '../../examples/cms-site/src/csp';
import { describeBrowser } from './support/describeBrowser';
import { whenActive } from './support/dialogButtons';
import { afterFrames } from './support/frames';
import { waitForIslands } from './support/pageWatch';
import { DEMO_ROUTES } from './support/routes';
import { useBrowserSession } from './support/session';

// The islands under the demo's enforced Content-Security-Policy (docs/security.md): no inline
// script, no eval, no inline style attribute. Every demo page is loaded, and each kind of page
// is used the way a visitor uses it; any violation the browser reports fails the test: the
// page's `securitypolicyviolation` events (reported here across navigations) and Chromium's
// console line for a blocked resource.

/** Runs in every page before its own scripts: reports each violation to the test. */
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (event) => {
  window.__nordparkCspViolation(
    event.violatedDirective + ' blocked ' + (event.blockedURI || '(inline)') + ' at ' +
    (event.sourceFile || location.pathname) + ':' + event.lineNumber + ' ' + (event.sample || ''),
  );
}, true);`;

describeBrowser('the islands under a strict Content-Security-Policy', () => {
  const session = useBrowserSession({ csp: 'enforce' });
  let violations: string[] = [];
  // Warm pages (see WarmPages) whose contexts report every violation to the current test.
  const pages = session.newWarmPages(async (context) => {
    await context.exposeFunction('__nordparkCspViolation', (text: string) => violations.push(text));
    await context.addInitScript({ content: REPORT_VIOLATIONS });
  });

  beforeEach(() => {
    violations = [];
  });

  async function open(path: string): Promise<Page> {
    const { page, release } = await pages.take({ viewport: { width: 1366, height: 900 } });
    onTestFinished(release);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    const response = await page.goto(`${session.server.url}${path}`);
    expect(response?.headers()['content-security-policy']).toBe(DEMO_POLICY);
    await waitForIslands(page);
    return page;
  }

  /** Lets a report that is under way arrive before the test looks: two frames later it has. */
  const settle = (page: Page) => afterFrames(page);

  test('the policy allows no inline script, no eval and no inline style', () => {
    const directives = Object.fromEntries(
      DEMO_POLICY.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'"]);
    expect(DEMO_POLICY).not.toMatch(/unsafe-|nonce-|sha\d+-/);
  });

  test('the test hears a violation: an inline style attribute set on a page is reported', async () => {
    const page = await open('/test/no-islands');
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p style="color: red">x</p>'));
    await expect
      .poll(() => violations.some((text) => /^style-src-attr blocked inline/.test(text)))
      .toBe(true);
    expect(violations.some((text) => text.startsWith('console: Applying inline style violates'))).toBe(true);
  });

  describe('every demo page loads and mounts its islands without a violation', () => {
    for (const route of DEMO_ROUTES) {
      test(route, async () => {
        const page = await open(route);
        const states = await page.$$eval('[data-nordpark]', (els) =>
          els.map((el) => el.getAttribute('data-nordpark-state')),
        );
        expect(states.every((state) => state === 'mounted')).toBe(true);
        await settle(page);
        expect(violations).toEqual([]);
      });
    }
  });

  test('facility search: a place typed and chosen, the filters, an item’s price list, a map marker', async () => {
    const page = await open('/se/search');
    await page.locator('.np-search [role="status"][data-status="done"]').waitFor();
    const place = page.getByRole('combobox', { name: 'Var vill du parkera?' });
    await place.fill('');
    await place.pressSequentially('Götebo', { delay: 50 });
    await page.getByRole('option', { name: 'Göteborg, Sverige', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === 'Göteborg, Sverige');
    await page.locator('.np-search [role="status"][data-status="done"]').waitFor();

    await page.getByRole('button', { name: /^Filter/ }).click();
    const overlay = page.getByRole('dialog', { name: 'Filtrera parkeringar' });
    await overlay.getByRole('button', { name: /^Visa \d+ parkering/ }).click();
    await overlay.waitFor({ state: 'detached' });

    const first = page.locator('.np-search li.np-facility').first();
    await first.getByRole('button', { name: /Visa detaljer/ }).click();
    await first.getByRole('tab', { name: 'Prislista' }).click();
    await first.locator('.np-price-list table').first().waitFor();

    await page.locator('.np-map .np-marker, .np-map .np-cluster').first().waitFor();
    const marker = page.locator('.np-map .np-marker').first();
    if (await marker.count()) {
      // Markers are buttons; the first in the DOM may lie in the drawn margin outside the map's
      // view, where a pointer click lands on something else: chosen from the keyboard.
      await marker.press('Enter');
      await page.locator('.np-map .np-marker--selected').waitFor();
    }
    await page.getByRole('button', { name: 'Visa fler' }).click();
    await settle(page);
    expect(violations).toEqual([]);
  });

  test('booking flow: a product chosen, the dates step with its calendar', async () => {
    const page = await open(DEMO_ROUTES.find((route) => route.startsWith('/se/booking/')) ?? '/se/booking/');
    await page.locator('.np-booking__heading').waitFor();
    await page.locator('input[type="radio"]:not(:disabled)').first().check();
    await page.locator('.np-booking__next').click();
    await page.locator('.np-booking__heading', { hasText: 'Välj datum' }).waitFor();
    const date = page.getByRole('combobox').first();
    await date.focus();
    await page.keyboard.press('ArrowDown');
    await page.locator('.flatpickr-calendar.open, .np-date-field__calendar').first().waitFor();
    await page.keyboard.press('Escape');
    await settle(page);
    expect(violations).toEqual([]);
  });

  test('date field: the calendar opened, a day chosen, the form posted', async () => {
    const page = await open('/se/date-field');
    const field = page.getByRole('combobox').first();
    await field.click();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await Promise.all([page.waitForURL('**/se/date-field'), page.click('form button[type="submit"]')]);
    await waitForIslands(page);
    await settle(page);
    expect(violations).toEqual([]);
  });

  test('my parking: a confirm dialog opened and cancelled, another confirmed', async () => {
    const page = await open('/se/my-parking');
    await page.locator('#vehicles tbody tr').first().getByRole('button').first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const reloaded = page.waitForEvent('load');
    await page.locator('#admins tbody tr', { hasText: 'Maria Nilsson' }).getByRole('button').click();
    const confirm = dialog.getByRole('button', { name: 'Ta bort som administratör' });
    await whenActive(confirm);
    await confirm.click();
    await reloaded;
    await waitForIslands(page);
    await settle(page);
    expect(violations).toEqual([]);
  });
});
