import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { myParkingMessages } from '../../packages/my-parking/src/messages/all';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { whenActive } from './support/dialogButtons';
import { waitForIslands } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The my-parking page's design, in Chromium against the reference server, through the
// island's public contract (its props and its success event) and what a person sees: each
// dialog fits a 390 px phone and its buttons keep their words on one line; what
// cannot succeed is not offered, and demoting yourself warns and takes the admin actions
// away; no English in the dialogs.
//
// The demo page does not yet say which admin is the signed-in one or where an order stands:
// the tests pass those props in the page's HTML as the CMS will (orderStatus, currentUser).

const PAGE = '/se/my-parking';
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

describeBrowser('the my-parking dialogs as a visitor sees them', () => {
  const session = useBrowserSession();

  afterEach(() => session.server.clearFaults());

  /** The page, with the props the CMS is to pass added to its triggers. */
  async function open(options: BrowserContextOptions): Promise<Page> {
    const page = await session.page(options);
    const url = `${session.server.url}${PAGE}`;
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text())
        // The signed-in customer (Anna Lindqvist, C-200101) is the first admin.
        .replace(
          '&quot;uid&quot;:&quot;C-200101&quot;,',
          '&quot;uid&quot;:&quot;C-200101&quot;,&quot;currentUser&quot;:true,',
        )
        // SO-4103 is approved.
        .replaceAll(
          '&quot;orderId&quot;:&quot;SO-4103&quot;',
          '&quot;orderId&quot;:&quot;SO-4103&quot;,&quot;orderStatus&quot;:&quot;approved&quot;',
        );
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    await waitForIslands(page);
    return page;
  }

  const dialog = (page: Page) => page.getByRole('alertdialog');
  const row = (page: Page, table: string, text: string) =>
    page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: text });

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  /** The dialog lies inside the viewport, nothing in it scrolls sideways, each button is one line. */
  async function expectFitsThePhone(page: Page, where: string): Promise<void> {
    const fit = await dialog(page).evaluate((element) => {
      const box = element.getBoundingClientRect();
      const buttons = [...element.querySelectorAll('button')].map((button) => {
        // The lines its text takes: the distinct tops of the text's boxes.
        const range = document.createRange();
        range.selectNodeContents(button);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return {
          text: button.textContent ?? '',
          lines: tops.size,
          overflows: button.scrollWidth > button.clientWidth,
          right: button.getBoundingClientRect().right,
          top: button.getBoundingClientRect().top,
          width: button.getBoundingClientRect().width,
        };
      });
      return {
        left: box.left,
        right: box.right,
        viewport: window.innerWidth,
        sideways: element.scrollWidth > element.clientWidth,
        buttons,
      };
    });
    expect(fit.left, where).toBeGreaterThanOrEqual(0);
    expect(fit.right, where).toBeLessThanOrEqual(fit.viewport);
    expect(fit.sideways, where).toBe(false);
    // Two buttons stack at the dialog's width, the action above the safe way out (Cancel).
    const [cancel, confirm] = fit.buttons;
    if (cancel && confirm) {
      expect(confirm.top, `${where}: the action above Cancel`).toBeLessThan(cancel.top);
      expect(Math.abs(confirm.width - cancel.width), `${where}: buttons of one width`).toBeLessThan(1);
      expect(confirm.width, `${where}: buttons at the dialog's width`).toBeGreaterThan(
        (fit.right - fit.left) * 0.8,
      );
    }
    for (const button of fit.buttons) {
      expect(button.lines, `${where}: "${button.text}" on one line`).toBeLessThanOrEqual(1);
      expect(button.overflows, `${where}: "${button.text}" fits its button`).toBe(false);
      expect(button.right, `${where}: "${button.text}" inside the screen`).toBeLessThanOrEqual(fit.viewport);
    }
  }

  async function closeDialog(page: Page): Promise<void> {
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  }

  /** Every dialog the page opens, on a phone: it fits, it reads in Swedish, axe finds nothing. */
  test('each dialog fits a 390 px phone, in Swedish, with buttons on one line', async () => {
    const page = await open(PHONE);
    const english = Object.values(myParkingMessages.en)
      .flatMap((text) => text.split(/\{\w+\}/))
      .map((part) => part.trim())
      .filter((part) => part.length >= 6);
    const triggers: [string, Locator][] = [
      ['delete a vehicle', row(page, 'Mina fordon', 'MLB 84C').getByRole('button')],
      ['a vehicle in a permit', row(page, 'Mina fordon', 'ABC 123').getByRole('button')],
      ['demote yourself', row(page, 'Administratörer', 'Anna Lindqvist').getByRole('button')],
      ['demote another admin', row(page, 'Administratörer', 'Erik Johansson').getByRole('button')],
      ['delete a customer', row(page, 'Kunder', 'Maria Nilsson').getByRole('button')],
      [
        'approve an order',
        row(page, 'Preliminära beställningar', 'SO-4101').getByRole('button', { name: /Godkänn/ }),
      ],
      [
        'decline an order',
        row(page, 'Preliminära beställningar', 'SO-4101').getByRole('button', { name: /Avböj/ }),
      ],
      ['terminate a contract', row(page, 'Avtal', 'Löpande').first().getByRole('button')],
      ['facility terms', page.getByRole('button', { name: 'Boka parkering' })],
    ];
    for (const [where, trigger] of triggers) {
      await trigger.scrollIntoViewIfNeeded();
      // The trigger keeps its words on one line.
      const height = await trigger.evaluate((button) => button.getBoundingClientRect().height);
      expect(height, `${where}: trigger on one line`).toBeLessThan(48);
      // By keyboard: the demo's tables are still wider than the phone, and a pointer aimed at a
      // trigger half outside its scrolled table misses it.
      await trigger.focus();
      await page.keyboard.press('Enter');
      await dialog(page).waitFor();
      await expectFitsThePhone(page, where);
      const text = (await dialog(page).innerText()).replace(/\s+/g, ' ');
      expect(
        english.filter((part) => text.includes(part)),
        `${where}: English in the dialog`,
      ).toEqual([]);
      await expectNoAxeViolations(page, `${where}, phone`);
      await closeDialog(page);
    }
  });

  test('an approved order offers no decline and no approve; a pending one both', async () => {
    const page = await open(DESKTOP);
    const approved = row(page, 'Preliminära beställningar', 'SO-4103');
    expect(await approved.textContent()).toContain('Godkänd');
    expect(await approved.getByRole('button').count()).toBe(0);
    const pending = row(page, 'Preliminära beställningar', 'SO-4101');
    expect(await pending.getByRole('button').allTextContents()).toEqual(['Godkänn SO-4101', 'Avböj SO-4101']);
  });

  test('demoting yourself warns that you lose your admin rights; afterwards no admin action is offered', async () => {
    const page = await open(DESKTOP);
    // The host does its own follow-up instead of the reload (the island's success event).
    await page.evaluate(() => {
      document.addEventListener('nordpark:confirm-dialog-success', (event) => {
        (window as unknown as { detail: unknown }).detail = (event as CustomEvent).detail;
        event.preventDefault();
      });
    });
    await row(page, 'Administratörer', 'Anna Lindqvist').getByRole('button').click();
    const question = page.getByRole('alertdialog', { name: 'Ta bort dig själv som administratör?' });
    await question.waitFor();
    expect(await question.textContent()).toContain('Du förlorar dina administratörsrättigheter direkt');
    await expectNoAxeViolations(page, 'demote yourself');
    const confirm = question.getByRole('button', { name: 'Ta bort mina rättigheter' });
    await whenActive(confirm);
    await confirm.click();
    await question.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => (window as unknown as { detail: unknown }).detail)).toEqual({
      action: 'demote-admin',
      adminRightsLost: true,
    });
    // Every other admin trigger is an island of its own: each hears the success event and
    // renders itself away in its own update, a task or two after the dialog closed.
    for (const table of ['Administratörer', 'Kunder']) {
      await expect
        .poll(() => page.getByRole('table', { name: table }).getByRole('button').count(), { message: table })
        .toBe(0);
    }
    // What is still the customer's own stays.
    expect(await page.getByRole('table', { name: 'Mina fordon' }).getByRole('button').count()).toBe(3);
  });

  test('the triggers keep their words on one line on a phone, whatever the host’s class', async () => {
    const page = await session.page(PHONE);
    const url = `${session.server.url}${PAGE}`;
    // A host whose buttons have their own class (no np-button): the trigger takes it over.
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replaceAll(
        'class="np-button" disabled',
        'class="host-button" disabled',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto(url);
    await waitForIslands(page);
    // …and narrow cells, as a phone layout of stacked rows has.
    await page.addStyleTag({ content: '[data-nordpark="confirm-dialog"] { display: block; width: 8rem; }' });
    // Every trigger the page offers (an approved order has none).
    expect(await page.locator('.host-button').count()).toBeGreaterThanOrEqual(10);
    const heights = await page
      .locator('[data-nordpark="confirm-dialog"]')
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          return {
            text: button.textContent ?? '',
            lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
          };
        }),
      );
    expect(heights.length).toBeGreaterThanOrEqual(10);
    expect(heights.filter((button) => button.lines > 1)).toEqual([]);
  });
});
