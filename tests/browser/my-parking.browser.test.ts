import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, test } from 'vitest';
import { formatViolations, runAxe } from './support/axe';
import { describeBrowser } from './support/describeBrowser';
import { whenActive, whenDialogActive } from './support/dialogButtons';
import { holdFirstCall } from './support/heldCall';
import { layoutShiftsSince, pageNow, recordLayoutShiftsNow, withoutInput } from './support/layoutShifts';
import { type PageWatch, waitForIslands } from './support/pageWatch';
import { useBrowserSession } from './support/session';

// The my-parking confirm dialogs in Chromium against the reference server: the demo page
// signs in the demo customer (np_userhash) and lists what the backend holds. The tests share
// one server, so each uses its own rows; failures come from the backend's demo cases or from
// injected faults. Rule IDs: ../../shared/spec/rules.md.

const PAGE = '/se/my-parking';
const MY = '/myparking';

const DELETE_CUSTOMER = '/landlord/deletecustomer';

describeBrowser('the my-parking confirm dialogs in Chromium', () => {
  const session = useBrowserSession();

  afterEach(() => session.server.clearFaults());

  const open = () => session.openPage(PAGE);

  const dialog = (page: Page) => page.getByRole('alertdialog');
  const row = (page: Page, table: string, text: string) =>
    page.locator(`#${table} tbody tr`, { hasText: text });
  const trigger = (page: Page, table: string, text: string, name?: RegExp) =>
    row(page, table, text).getByRole('button', name ? { name } : {});
  const requests = (watch: PageWatch, path: string) =>
    watch.requested.filter((url) => new URL(url).pathname === path);

  /** Opens the dialog and waits until its confirm button acts (after MYP-05's confirm delay). */
  async function openDialog(button: Locator): Promise<void> {
    await button.click();
    await whenDialogActive(dialog(button.page()));
  }

  async function reloadAfter(page: Page, action: () => Promise<void>): Promise<void> {
    const reloaded = page.waitForEvent('load');
    await action();
    await reloaded;
    await waitForIslands(page);
  }

  async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
    const violations = await runAxe(page);
    expect(violations.length, formatViolations(where, violations)).toBe(0);
  }

  test('MYP-01 the page has a trigger for every action, each enhanced into a button', async () => {
    const { page, watch } = await open();
    const actions = await page.$$eval('[data-nordpark="confirm-dialog"]', (islands) =>
      islands.map((island) => ({
        action: JSON.parse(island.getAttribute('data-nordpark-props') ?? '{}').action,
        buttons: island.querySelectorAll('button').length,
        links: island.querySelectorAll('a').length,
      })),
    );
    expect(new Set(actions.map(({ action }) => action))).toEqual(
      new Set([
        'delete-vehicle',
        'demote-admin',
        'delete-customer',
        'approve-order',
        'decline-order',
        'download-invoice',
        'terminate-contract',
        'facility-confirm',
      ]),
    );
    expect(actions.every(({ buttons, links }) => buttons === 1 && links === 0)).toBe(true);
    expect(watch.pageErrors).toEqual([]);
    expect(watch.consoleErrors).toEqual([]);
    // The dialog's code waits for the visitor: nothing but the trigger loads at start.
    expect(watch.requested.some((url) => url.includes('/chunks/ConfirmFlow-'))).toBe(false);
  });

  test('MYP-07 MYP-09 MYP-03 deleting a vehicle checks the permit, deletes it and reloads without it', async () => {
    const { page, watch } = await open();
    await openDialog(trigger(page, 'vehicles', 'MLB 84C'));
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Ta bort fordonet MLB 84C?');
    await expectNoAxeViolations(page, 'delete-vehicle confirm dialog');
    await reloadAfter(page, () => dialog(page).getByRole('button', { name: 'Ta bort fordonet' }).click());
    expect(requests(watch, `${MY}settingspage/checkpermitfordeletevehicle`)).toHaveLength(1);
    expect(requests(watch, `${MY}settingspage/deletevehicle`)).toHaveLength(1);
    expect(await row(page, 'vehicles', 'MLB 84C').count()).toBe(0);
    expect(await row(page, 'vehicles', 'GHT 519').count()).toBe(1);
  });

  test('MYP-08 a vehicle in a permit is blocked with an explanation; nothing is deleted', async () => {
    const { page, watch } = await open();
    await trigger(page, 'vehicles', 'ABC 123').click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Fordonet kan inte tas bort');
    expect(await dialog(page).textContent()).toContain('ABC 123 ingår i ett parkeringstillstånd');
    expect(await dialog(page).getByRole('button').allTextContents()).toEqual(['Stäng']);
    await expectNoAxeViolations(page, 'delete-vehicle blocked notice');
    await dialog(page).getByRole('button', { name: 'Stäng' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(requests(watch, `${MY}settingspage/deletevehicle`)).toHaveLength(0);
  });

  test('ERR-14 ERR-16 a failed permit check: the error heading and the server message after </strong>', async () => {
    session.server.injectFault({
      path: `${MY}settingspage/checkpermitfordeletevehicle`,
      status: 500,
      body: JSON.stringify({
        ErrorMessage: '<strong>Tekniskt fel.</strong> Tillståndsregistret svarar inte.',
      }),
      times: 1,
    });
    const { page } = await open();
    await trigger(page, 'vehicles', 'GHT 519').click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Något gick fel');
    expect(await dialog(page).locator('.np-alert-dialog__description').textContent()).toBe(
      'Tillståndsregistret svarar inte.',
    );
    expect(await dialog(page).locator('strong').count()).toBe(0);
    await expectNoAxeViolations(page, 'delete-vehicle check error');
  });

  test('MYP-02 MYP-04 ERR-15 ERR-16 a failed delete stays open with the server message; the retry succeeds', async () => {
    session.server.injectFault({
      path: `${MY}settingspage/deletevehicle`,
      status: 400,
      body: JSON.stringify({ ErrorMessage: '<strong>Går inte.</strong> Fordonet <em>GHT 519</em> är låst.' }),
      times: 1,
    });
    const { page, watch } = await open();
    await openDialog(trigger(page, 'vehicles', 'GHT 519'));
    const confirm = dialog(page).getByRole('button', { name: 'Ta bort fordonet' });
    await confirm.click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Något gick fel');
    expect(await dialog(page).getByRole('alert').textContent()).toBe('Fordonet GHT 519 är låst.');
    await expectNoAxeViolations(page, 'delete-vehicle error');
    // The failure re-arms the button: it acts again once its confirm delay has passed.
    await whenActive(confirm);
    await reloadAfter(page, () => confirm.click());
    expect(requests(watch, `${MY}settingspage/deletevehicle`)).toHaveLength(2);
    expect(await row(page, 'vehicles', 'GHT 519').count()).toBe(0);
  });

  test('MYP-10 demoting an admin; a failure shows the configured error text', async () => {
    session.server.injectFault({ path: '/landlord/demoteadmin', status: 503, times: 1 });
    const { page } = await open();
    await openDialog(trigger(page, 'admins', 'Maria Nilsson'));
    expect(await dialog(page).getByRole('heading').textContent()).toBe(
      'Ta bort Maria Nilsson som administratör?',
    );
    await expectNoAxeViolations(page, 'demote-admin confirm dialog');
    const confirm = dialog(page).getByRole('button', { name: 'Ta bort som administratör' });
    await confirm.click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toBe(
      'Administratören kunde inte tas bort. Försök igen om en stund.',
    );
    await whenActive(confirm);
    await reloadAfter(page, () => confirm.click());
    expect(await row(page, 'admins', 'Maria Nilsson').count()).toBe(0);
    expect(session.server.backend.state.customers.get('C-200103')?.IsAdmin).toBe(false);
  });

  test('MYP-11 deleting a customer removes its row at once; ERR-17 a refused delete shows the configured error; the signed-in one offers none', async () => {
    const { page, watch } = await open();
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await openDialog(trigger(page, 'customers', 'Juha Nieminen'));
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Ta bort kunden Juha Nieminen?');
    await expectNoAxeViolations(page, 'delete-customer confirm dialog');
    await dialog(page).getByRole('button', { name: 'Ta bort kunden' }).click();
    await row(page, 'customers', 'Juha Nieminen').waitFor({ state: 'detached' });
    await dialog(page).waitFor({ state: 'detached' });
    // onSuccess remove: the same document, no reload.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(requests(watch, DELETE_CUSTOMER)).toHaveLength(1);
    expect(session.server.backend.state.customers.has('C-200112')).toBe(false);

    // The backend refuses to delete the customer one is signed in as: that row offers no delete.
    expect(await row(page, 'customers', 'Anna Lindqvist').textContent()).toContain('(du)');
    expect(await row(page, 'customers', 'Anna Lindqvist').getByRole('button').count()).toBe(0);

    session.server.injectFault({ path: DELETE_CUSTOMER, status: 500, times: 1 });
    await openDialog(trigger(page, 'customers', 'Johan Bergström'));
    await dialog(page).getByRole('button', { name: 'Ta bort kunden' }).click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toBe(
      'Kunden kunde inte tas bort. Försök igen om en stund.',
    );
    await expectNoAxeViolations(page, 'delete-customer error');
  });

  test('a removed row moves nothing outside its table: what follows the table slides into place', async () => {
    const { page } = await open();
    const removed = row(page, 'customers', 'Ola Nordmann');
    // The row and what follows its table both in view: the next section starts low in the window.
    await removed.evaluate((element) => {
      const next = element.closest('section')?.nextElementSibling;
      if (next) window.scrollBy(0, next.getBoundingClientRect().top - window.innerHeight * 0.8);
    });
    expect(await removed.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(0);
    // Watched from here on: what each layout shift moved, and whether what follows the table
    // is moving at the moment the row leaves.
    await recordLayoutShiftsNow(page);
    const from = await pageNow(page);
    await removed.evaluate((element) => {
      const watched = window as unknown as { followerMoving?: boolean };
      const follower = element.closest('table')?.closest('section')?.nextElementSibling;
      if (!follower) throw new Error('the table needs a section after it');
      new MutationObserver(() => {
        if (!element.isConnected) watched.followerMoving ??= follower.getAnimations().length > 0;
      }).observe(element.parentElement as Element, { childList: true });
    });
    await openDialog(trigger(page, 'customers', 'Ola Nordmann'));
    await dialog(page).getByRole('button', { name: 'Ta bort kunden' }).click();
    await removed.waitFor({ state: 'detached' });
    // Once every animation has ended and two more frames are drawn, every shift is reported.
    const followerMoving = await page.evaluate(async () => {
      const ending = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      await Promise.all(ending.map((animation) => animation.finished));
      for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      return (window as unknown as { followerMoving?: boolean }).followerMoving;
    });
    const shifts = withoutInput(await layoutShiftsSince(page, from, '#customers'));
    expect(shifts.flatMap((shift) => shift.moved).filter((what) => what !== 'within #customers')).toEqual([]);
    expect(followerMoving).toBe(true);
  });

  test('API-52 approving an order; a failure shows the configured error text', async () => {
    session.server.injectFault({
      path: `${MY}preliminaryorderpage/approvesalesorder`,
      status: 500,
      times: 1,
    });
    const { page } = await open();
    await openDialog(trigger(page, 'orders', 'SO-4101', /^Godkänn/));
    await expectNoAxeViolations(page, 'approve-order confirm dialog');
    const confirm = dialog(page).getByRole('button', { name: 'Godkänn beställningen' });
    await confirm.click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toBe(
      'Beställningen kunde inte godkännas. Försök igen om en stund.',
    );
    await whenActive(confirm);
    await reloadAfter(page, () => confirm.click());
    expect(await row(page, 'orders', 'SO-4101').locator('td').first().textContent()).toBe('Godkänd');
  });

  test('MYP-12 declining an order; ERR-18 a refused decline shows the configured error text', async () => {
    // The demo offers no decline for an approved order: the server's
    // refusal is injected once, then the same decline goes through.
    session.server.injectFault({
      path: `${MY}preliminaryorderpage/declinesalesorder`,
      status: 500,
      times: 1,
    });
    const { page } = await open();
    expect(await trigger(page, 'orders', 'SO-4103', /^Avböj/).count()).toBe(0);
    await openDialog(trigger(page, 'orders', 'SO-4102', /^Avböj/));
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Avböj beställningen SO-4102?');
    await expectNoAxeViolations(page, 'decline-order confirm dialog');
    const confirm = dialog(page).getByRole('button', { name: 'Avböj beställningen' });
    await confirm.click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toBe(
      'Beställningen kunde inte avböjas. Försök igen om en stund.',
    );
    expect(await dialog(page).isVisible()).toBe(true);
    await whenActive(confirm);
    await reloadAfter(page, () => confirm.click());
    expect(await row(page, 'orders', 'SO-4102').locator('td').first().textContent()).toBe('Avböjd');
  });

  test('MYP-13 MYP-14 an invoice that exists downloads from the page path plus downloaddocument', async () => {
    const { page, watch } = await open();
    const download = page.waitForEvent('download');
    await trigger(page, 'invoices', 'INV-2026-1101').click();
    const file = await download;
    expect(new URL(file.url()).pathname + new URL(file.url()).search).toBe(
      '/se/my-parking/downloaddocument?documentNumber=INV-2026-1101',
    );
    expect(file.suggestedFilename()).toBe('faktura-INV-2026-1101.txt');
    expect(requests(watch, `${MY}invoicespage/CheckIfDocumentExist`)).toHaveLength(1);
    expect(await dialog(page).count()).toBe(0);
  });

  test('ERR-19 an invoice not found: a dialog with the server’s ErrorMessage; a failed check is an error', async () => {
    const { page, watch } = await open();
    await trigger(page, 'invoices', 'INV-2026-0404').click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Fakturan hittades inte');
    // The server's ErrorMessage, in the page's language (the request's X-Language).
    expect(await dialog(page).getByText('INV-2026-0404').textContent()).toBe(
      'Fakturan INV-2026-0404 hittades inte.',
    );
    await expectNoAxeViolations(page, 'invoice not found');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(watch.requested.some((url) => url.includes('downloaddocument'))).toBe(false);

    session.server.injectFault({ path: `${MY}invoicespage/CheckIfDocumentExist`, status: 503, times: 1 });
    await trigger(page, 'invoices', 'INV-2026-1102').click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Något gick fel');
    expect(watch.requested.some((url) => url.includes('downloaddocument'))).toBe(false);
  });

  test('MYP-15 MYP-18 MYP-19 MYP-20 terminating: the date, a required reason, EMAIL, and the e-mail notice', async () => {
    const { page } = await open();
    const posted: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/TerminateOrderLine/'))
        posted.push([request.url(), request.postDataJSON()]);
    });
    await openDialog(trigger(page, 'contracts', 'Månadsparkering, reserverad plats'));
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Säg upp avtalet?');
    expect(await dialog(page).textContent()).toMatch(/Avtalet upphör \d+ \w+ \d{4}\./);
    const confirm = dialog(page).getByRole('button', { name: 'Säg upp avtalet' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'terminate-contract confirm dialog');
    await dialog(page).getByRole('radio', { name: 'Jag flyttar' }).check();
    expect(await confirm.isDisabled()).toBe(false);
    await confirm.click();
    await dialog(page).getByRole('heading', { name: 'Avtalet är uppsagt' }).waitFor();
    expect(await dialog(page).textContent()).toContain('Du får en bekräftelse via e-post.');
    await expectNoAxeViolations(page, 'terminate-contract done');
    const terminationDate = session.server.backend.state.terminations.get('OL-5101')?.TerminationDate;
    expect(posted).toEqual([
      [
        `${session.server.url}${MY}/TerminateOrderLine/SO-5101/OL-5101`,
        { reason: 'moving', terminationDate, orderTerminationLetterConf: { distributionMethod: 'EMAIL' } },
      ],
    ]);
    await reloadAfter(page, () => dialog(page).getByRole('button', { name: 'Stäng' }).click());
    expect(await row(page, 'contracts', 'reserverad plats').textContent()).toContain(
      `Uppsagt, upphör ${terminationDate}`,
    );

    // Terminated once, the contract has an end date (the page passes it as
    // contractEndDate): a termination that cannot succeed is no longer offered. (MYP-17 ERR-22,
    // the server's own ContractEndDate, is pinned in flow.test.ts.)
    expect(await trigger(page, 'contracts', 'reserverad plats').count()).toBe(0);
  });

  test('MYP-16 ERR-21 no termination date: the sorry heading and the not-possible message', async () => {
    const { page, watch } = await open();
    await trigger(page, 'contracts', 'Laddplats').click();
    await dialog(page).waitFor();
    expect(await dialog(page).getByRole('heading').textContent()).toBe('Tyvärr');
    expect(await dialog(page).textContent()).toContain(
      'Avtalet kan inte sägas upp här. Kontakta kundservice.',
    );
    expect(watch.requested.some((url) => url.includes('/TerminateOrderLine/'))).toBe(false);
    await expectNoAxeViolations(page, 'terminate-contract not possible');
  });

  test('ERR-20 a termination answered with a non-200 StatusCode shows its ErrorMessage', async () => {
    session.server.injectFault({
      path: `${MY}/TerminateOrderLine/SO-5102/OL-5102`,
      body: JSON.stringify({ StatusCode: 409, ErrorMessage: 'Avtalet har en pågående ändring.' }),
      times: 1,
    });
    const { page } = await open();
    await openDialog(trigger(page, 'contracts', 'fri plats'));
    await dialog(page).getByRole('radio', { name: 'Priset' }).check();
    await dialog(page).getByRole('button', { name: 'Säg upp avtalet' }).click();
    await dialog(page).getByRole('alert').waitFor();
    expect(await dialog(page).getByRole('alert').textContent()).toBe('Avtalet har en pågående ändring.');
    expect(session.server.backend.state.terminations.has('OL-5102')).toBe(false);
    await expectNoAxeViolations(page, 'terminate-contract error');
  });

  test('MYP-21 a facility confirm goes on only with its checkbox ticked, then to the booking page', async () => {
    const { page } = await open();
    await openDialog(page.locator('#book').getByRole('button'));
    const confirm = dialog(page).getByRole('button', { name: 'Bekräfta och fortsätt' });
    expect(await confirm.isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'facility confirm');
    await dialog(page)
      .getByRole('checkbox', { name: 'Jag har läst och godkänner anläggningens villkor' })
      .check();
    await Promise.all([page.waitForURL(/\/se\/booking\/\?fId=.+&t=1$/), confirm.click()]);
  });

  test('keyboard: Tab to the trigger, Enter opens, focus on cancel, Tab stays inside, Escape closes and focus returns', async () => {
    const { page } = await open();
    const button = trigger(page, 'admins', 'Erik Johansson');
    // The element before the trigger, then Tab, as a keyboard user arrives.
    await row(page, 'admins', 'Anna Lindqvist').getByRole('button').focus();
    await page.keyboard.press('Tab');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('np-scroll-lock'))).toBe(
      false,
    );

    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(await focused()).toBe('Avbryt');
    expect(await page.evaluate(() => document.documentElement.classList.contains('np-scroll-lock'))).toBe(
      true,
    );
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest('[role="alertdialog"]'))),
        `focus left the dialog after ${i + 1} rounds`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('np-scroll-lock'))).toBe(
      false,
    );
    expect(session.server.backend.state.customers.get('C-200102')?.IsAdmin).toBe(true);
  });

  test('MYP-02 while busy Escape does nothing, however often; the busy state is announced', async () => {
    // Refused, so the dialog stays with its error and nothing is deleted; the call is held until
    // the axe run and the key presses are done, so the dialog is busy for all of them.
    session.server.injectFault({ path: DELETE_CUSTOMER, status: 500, times: 1 });
    const { page } = await open();
    const call = await holdFirstCall(page, DELETE_CUSTOMER);
    try {
      await openDialog(trigger(page, 'customers', 'Johan Bergström'));
      await dialog(page).getByRole('button', { name: 'Ta bort kunden' }).click();
      await call.arrived;
      const status = dialog(page).getByRole('status');
      await expect.poll(() => status.textContent()).toBe('Vänta …');
      expect(await dialog(page).getByRole('button', { name: 'Avbryt' }).getAttribute('aria-disabled')).toBe(
        'true',
      );
      await expectNoAxeViolations(page, 'busy dialog');
      for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
      expect(await dialog(page).isVisible()).toBe(true);
      expect(await status.textContent()).toBe('Vänta …');
      call.release();
      await dialog(page).getByRole('alert').waitFor();
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
    } finally {
      call.release();
      await page.unroute(`**${DELETE_CUSTOMER}*`);
    }
  });

  test('MYP-02 five rapid clicks send one request, on the trigger and on the confirm button', async () => {
    session.server.injectFault({
      path: `${MY}settingspage/checkpermitfordeletevehicle`,
      delayMs: 800,
      times: 1,
    });
    session.server.injectFault({ path: DELETE_CUSTOMER, delayMs: 800, times: 1 });
    const { page, watch } = await open();
    // The trigger itself, also once the dialog (rendered inside the island, so in the row) is open.
    const vehicle = await trigger(page, 'vehicles', 'ABC 123').elementHandle();
    if (!vehicle) throw new Error('no trigger for ABC 123');
    for (let i = 0; i < 5; i++) await vehicle.click({ delay: 0, force: true });
    await dialog(page).waitFor();
    expect(requests(watch, `${MY}settingspage/checkpermitfordeletevehicle`)).toHaveLength(1);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });

    await openDialog(trigger(page, 'customers', 'Lars Haugen'));
    const box = await dialog(page).getByRole('button', { name: 'Ta bort kunden' }).boundingBox();
    if (!box) throw new Error('no confirm button');
    for (let i = 0; i < 5; i++) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await row(page, 'customers', 'Lars Haugen').waitFor({ state: 'detached' });
    expect(requests(watch, DELETE_CUSTOMER)).toHaveLength(1);
  });
});
