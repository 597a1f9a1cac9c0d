// Honest network states in my parking: a confirm dialog whose call fails (500 or a
// dropped connection) keeps the dialog open with the failure and lets the visitor try again; a
// dialog opened offline says so once and sends nothing until the connection is back. Driven
// through the reference server's faults and the browser's offline switch; axe on every state.
import { CONFIRM_SUCCESS_EVENT } from '@nordpark/my-parking';
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { whenActive, whenDialogActive } from './support/dialogButtons';
import { useBrowserSession } from './support/session';

const DEMOTE = '/landlord/demoteadmin';
/** The settings page's action, under the market's own folder name. */
const DELETE_VEHICLE = '/deletevehicle';
const OFFLINE = 'Du är offline. Bekräfta när anslutningen är tillbaka.';

describeBrowser('network states of my parking', () => {
  const session = useBrowserSession();
  afterEach(() => session.server.clearFaults());

  async function noViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  // Each test demotes another admin: the reference server keeps what a test changed.
  async function openDemoteDialog(page: Page, admin: string): Promise<Locator> {
    await page
      .getByRole('table', { name: 'Administratörer' })
      .getByRole('row')
      .filter({ hasText: admin })
      .getByRole('button')
      .click();
    const dialog = page.getByRole('alertdialog');
    // A confirm button answers only after the confirm delay (MYP-05).
    await whenDialogActive(dialog);
    return dialog;
  }

  /**
   * The success shows for half a second before the page reloads, which a loaded machine can
   * miss: the page records what the dialog said, and keeps itself (a host may cancel the
   * success event's follow-up) until it has been read.
   */
  async function keepWhatTheDialogSays(page: Page): Promise<void> {
    await page.evaluate(
      ([event, dialogSelector]) => {
        const seen = window as Window & { __npSaid?: string[]; __npSucceeded?: boolean };
        seen.__npSaid = [];
        new MutationObserver(() => {
          const status = document.querySelector(`${dialogSelector} [role="status"]`)?.textContent ?? '';
          if (status) seen.__npSaid?.push(status);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
        document.addEventListener(event, (e) => {
          e.preventDefault();
          seen.__npSucceeded = true;
        });
      },
      [CONFIRM_SUCCESS_EVENT, '[role="alertdialog"]'] as const,
    );
  }

  /** What the dialog said, once the action has succeeded. */
  async function whatTheDialogSaid(page: Page): Promise<string[]> {
    await page.waitForFunction(() => (window as Window & { __npSucceeded?: boolean }).__npSucceeded === true);
    return page.evaluate(() => (window as Window & { __npSaid?: string[] }).__npSaid ?? []);
  }

  const deleteCalls = () =>
    session.server.requests().filter((request) => request.path.endsWith(DELETE_VEHICLE));
  const demoteCalls = () => session.server.requests().filter((request) => request.path === DEMOTE);

  for (const [kind, fault, admin] of [
    ['a 500', { status: 500 }, 'Erik Johansson'],
    ['a dropped connection', { drop: true }, 'Maria Nilsson'],
  ] as const) {
    test(`${kind}: the dialog stays open with the failure, and confirming again works`, async () => {
      // Until cleared: Chromium itself sends a request again when a reused connection is reset.
      session.server.injectFault({ path: DEMOTE, ...fault });
      const { page } = await session.openPage('/se/my-parking');
      const dialog = await openDemoteDialog(page, admin);
      const confirm = dialog.getByRole('button', { name: 'Ta bort som administratör' });
      await confirm.click();
      await dialog.getByRole('heading', { name: 'Något gick fel' }).waitFor();
      // The action's own words (or the server's message), never an empty dialog or "nothing here".
      expect(await dialog.getByRole('alert').textContent()).toMatch(/\S/);
      await noViolations(page, kind);
      session.server.clearFaults();
      session.server.clearRequests();
      await keepWhatTheDialogSays(page);
      // The failure re-arms the button: it answers again once the confirm delay (MYP-05),
      // counted from when the failure was shown, has passed.
      await whenActive(confirm);
      await confirm.click();
      expect(await whatTheDialogSaid(page)).toContain(`${admin} är inte längre administratör.`);
      expect(demoteCalls().length).toBeGreaterThan(0);
    });
  }

  test('offline: said once in the dialog, nothing is sent; back online, confirming works', async () => {
    const { page } = await session.openPage('/se/my-parking');
    const context = page.context();
    await page
      .getByRole('table', { name: 'Mina fordon' })
      .getByRole('row')
      .filter({ hasText: 'MLB 84C' })
      .getByRole('button')
      .click();
    const dialog = page.getByRole('alertdialog');
    await whenDialogActive(dialog);
    session.server.clearRequests();
    await context.setOffline(true);
    await dialog.getByText(OFFLINE).waitFor();
    expect(await page.getByText(OFFLINE).count()).toBe(1);
    const confirm = dialog.getByRole('button', { name: 'Ta bort fordonet' });
    expect(await confirm.isDisabled()).toBe(true);
    await noViolations(page, 'offline');
    await context.setOffline(false);
    await page.getByText(OFFLINE).waitFor({ state: 'detached' });
    expect(deleteCalls()).toEqual([]);
    await keepWhatTheDialogSays(page);
    await confirm.click();
    expect(await whatTheDialogSaid(page)).toContain('Fordonet MLB 84C är borttaget.');
    expect(deleteCalls()).toHaveLength(1);
  });
});
