import type { ApiResult } from '@nordpark/api/my-parking';
import { SCROLL_LOCK_CLASS } from '@nordpark/ui/scroll-lock';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { CONFIRM_SUCCESS_EVENT } from './afterSuccess';
import { loadConfirmFlow } from './ConfirmDialog';
import { CONFIRM_DELAY_MS, SUCCESS_DELAY_MS } from './flow';
import { CONFIRM_ACTIONS, type ConfirmAction, type ConfirmDialogProps } from './props';
import {
  failure,
  fakeApi,
  fakeNavigation,
  renderConfirmDialog,
  settle,
  success,
  VEHICLE,
} from './testing/confirmDialog';

beforeAll(async () => {
  // The dialog's chunk, loaded once with real timers; the tests then run on fake ones.
  await loadConfirmFlow();
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.documentElement.className = '';
});

const PROPS: Record<ConfirmAction, ConfirmDialogProps> = {
  'delete-vehicle': { action: 'delete-vehicle', vehicle: VEHICLE },
  'demote-admin': { action: 'demote-admin', uid: 'C-200102', name: 'Erik Nilsson' },
  'delete-customer': { action: 'delete-customer', contactNumber: 'C-200111', name: 'Sara Berg' },
  'approve-order': { action: 'approve-order', orderId: 'SO-4101' },
  'decline-order': { action: 'decline-order', orderId: 'SO-4102' },
  'download-invoice': { action: 'download-invoice', documentNumber: 'INV-1404' },
  'terminate-contract': { action: 'terminate-contract', salesOrderId: 'SO-1', orderLineId: 'OL-11' },
  'facility-confirm': { action: 'facility-confirm' },
};

const dialog = () => screen.queryByRole('alertdialog') as HTMLDialogElement | null;
const trigger = (element: HTMLElement) => element.querySelector('button') as HTMLButtonElement;
const inDialog = (name: string) =>
  within(dialog() as HTMLElement).getByRole('button', { name }) as HTMLButtonElement;

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Clicks the trigger and lets the first call answer: the dialog is then showing. */
async function open(element: HTMLElement) {
  fireEvent.click(trigger(element));
  await settle();
}

/** Clicks confirm once the 300 ms have passed. */
async function confirmNow(name: string) {
  await settle(CONFIRM_DELAY_MS);
  fireEvent.click(inDialog(name));
  await settle();
}

describe('the enhanced trigger', () => {
  test('renders the host trigger’s text and classes as a button that opens a dialog instead of the link', () => {
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], {
      fallbackHtml: '<a href="/se/my-parking/delete?id=V-1" class="btn btn--danger"> Ta bort  ABC 123 </a>',
    });
    const button = trigger(element);
    expect(button.textContent).toBe('Ta bort ABC 123');
    expect(button.className).toBe('btn btn--danger np-confirm-trigger');
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(element.querySelector('a')).toBeNull();
  });

  test('a form’s submit button is read too; without host classes it looks like our button', () => {
    const { element } = renderConfirmDialog(PROPS['decline-order'], {
      fallbackHtml:
        '<form method="post" action="/decline"><button type="submit">Avböj SO-4102</button></form>',
    });
    expect(trigger(element).textContent).toBe('Avböj SO-4102');
    expect(trigger(element).className).toBe('np-button np-confirm-trigger');
  });

  test('without a host trigger it has the action’s label, and `label` names it when the text is not enough', () => {
    const { element } = renderConfirmDialog(PROPS['terminate-contract'], { config: { language: 'sv' } });
    expect(trigger(element).textContent).toBe('Säg upp');
    const other = renderConfirmDialog(
      { ...PROPS['delete-vehicle'], label: 'Delete vehicle ABC 123' },
      { fallbackHtml: '<button>Delete</button>' },
    );
    expect(trigger(other.element).textContent).toBe('Delete');
    expect(trigger(other.element).getAttribute('aria-label')).toBe('Delete vehicle ABC 123');
  });
});

describe('MYP-01 every action has its dialog', () => {
  const withDialog = CONFIRM_ACTIONS.filter((action) => action !== 'download-invoice');
  test.each(withDialog)('MYP-01 %s opens a confirm dialog with cancel focused', async (action) => {
    const { element } = renderConfirmDialog(PROPS[action]);
    await open(element);
    expect(dialog()?.open).toBe(true);
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(within(dialog() as HTMLElement).getAllByRole('button')).toHaveLength(2);
  });
});

describe('dialog states', () => {
  test('MYP-02 MYP-03 MYP-05 open → busy → closed: the action runs once the 300 ms passed, the page reloads 500 ms after success', async () => {
    const { api, calls } = fakeApi();
    const answer = deferred<ApiResult<unknown>>();
    calls.deleteVehicle.mockReturnValueOnce(answer.promise);
    const { element, navigation } = renderConfirmDialog(PROPS['delete-vehicle'], { api });
    trigger(element).focus();
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('Delete the vehicle ABC 123?');

    // MYP-05: a click before the confirm button has armed does nothing, and the button says it
    // does not act yet (aria-disabled, focus kept) until then.
    expect(inDialog('Delete vehicle').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(inDialog('Delete vehicle'));
    await settle(CONFIRM_DELAY_MS - 10);
    expect(calls.deleteVehicle).not.toHaveBeenCalled();
    expect(inDialog('Delete vehicle').getAttribute('aria-disabled')).toBe('true');
    await settle(10);
    expect(inDialog('Delete vehicle').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(inDialog('Delete vehicle'));
    await settle();

    // MYP-02: busy.
    expect(calls.deleteVehicle).toHaveBeenCalledTimes(1);
    expect(inDialog('Delete vehicle').getAttribute('aria-disabled')).toBe('true');
    expect(inDialog('Cancel').getAttribute('aria-disabled')).toBe('true');
    const status = within(dialog() as HTMLElement).getByRole('status');
    expect(status.textContent).toBe('Please wait…');
    expect(status.querySelector('.np-spinner')).not.toBeNull();

    answer.resolve(success({ StatusCode: 200 }));
    await settle();
    expect(within(dialog() as HTMLElement).getByRole('status').textContent).toBe(
      'The vehicle ABC 123 is deleted.',
    );
    await settle(SUCCESS_DELAY_MS - 10);
    expect(dialog()).not.toBeNull();
    expect(navigation.reload).not.toHaveBeenCalled();
    await settle(10);

    // MYP-03: closed, focus back on the trigger, the page follows onSuccess.
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(element));
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  test('MYP-04 a failure keeps the dialog open with the error, and the action can be tried again', async () => {
    const { api, calls } = fakeApi();
    calls.demoteAdmin.mockResolvedValueOnce(failure(503));
    const { element, navigation } = renderConfirmDialog(PROPS['demote-admin'], { api });
    await open(element);
    await confirmNow('Remove as admin');
    expect(dialog()?.open).toBe(true);
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('alert').textContent).toBe(
      'The admin could not be removed. Please try again in a moment.',
    );
    // The failure re-arms the button: held for the confirm delay again, then active.
    expect(inDialog('Remove as admin').getAttribute('aria-disabled')).toBe('true');
    await settle(CONFIRM_DELAY_MS);
    expect(inDialog('Remove as admin').getAttribute('aria-disabled')).toBeNull();

    await confirmNow('Remove as admin');
    expect(calls.demoteAdmin).toHaveBeenCalledTimes(2);
    await settle(SUCCESS_DELAY_MS);
    expect(dialog()).toBeNull();
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  test('offline: the dialog says so once and sends nothing; back online, confirm works', async () => {
    let online = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    onTestFinished(() => onLine.mockRestore());
    const { api, calls } = fakeApi();
    const { element } = renderConfirmDialog(PROPS['demote-admin'], { api });
    await open(element);
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await settle(CONFIRM_DELAY_MS);
    expect(screen.getAllByText('You are offline. Confirm when the connection is back.')).toHaveLength(1);
    expect(inDialog('Remove as admin').disabled).toBe(true);
    fireEvent.click(inDialog('Remove as admin'));
    await settle();
    expect(calls.demoteAdmin).not.toHaveBeenCalled();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText('You are offline. Confirm when the connection is back.')).toBeNull();
    fireEvent.click(inDialog('Remove as admin'));
    await settle();
    expect(calls.demoteAdmin).toHaveBeenCalledTimes(1);
  });

  test('MYP-02 five quick clicks on the trigger start one check; five on confirm send one request', async () => {
    const { api, calls } = fakeApi();
    const check = deferred<ApiResult<unknown>>();
    calls.checkPermitForDeleteVehicle.mockReturnValueOnce(check.promise);
    const answer = deferred<ApiResult<unknown>>();
    calls.deleteVehicle.mockReturnValueOnce(answer.promise);
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], { api });
    // Each click a task of its own, as in a browser, while the check is still running.
    for (let i = 0; i < 5; i++) {
      fireEvent.click(trigger(element));
      await settle();
    }
    expect(calls.checkPermitForDeleteVehicle).toHaveBeenCalledTimes(1);
    check.resolve(success({ existsInPermit: false }));
    await settle();
    await settle(CONFIRM_DELAY_MS);
    const confirm = inDialog('Delete vehicle');
    act(() => {
      for (let i = 0; i < 5; i++) confirm.click();
    });
    await settle();
    expect(calls.deleteVehicle).toHaveBeenCalledTimes(1);
    answer.resolve(success({}));
    await settle(SUCCESS_DELAY_MS);
  });

  test('while the first call runs, the trigger is busy and says so; a second dialog never opens', async () => {
    const { api, calls } = fakeApi();
    const check = deferred<ApiResult<unknown>>();
    calls.checkPermitForDeleteVehicle.mockReturnValueOnce(check.promise);
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], { api });
    fireEvent.click(trigger(element));
    await settle();
    expect(trigger(element).getAttribute('aria-disabled')).toBe('true');
    expect(element.querySelector('[role="status"]')?.textContent).toBe('Please wait…');
    expect(dialog()).toBeNull();
    check.resolve(success({ existsInPermit: false }));
    await settle();
    expect(trigger(element).getAttribute('aria-disabled')).toBeNull();
    expect(screen.getAllByRole('alertdialog')).toHaveLength(1);
  });

  test('Escape closes when not busy and focus returns to the trigger; while busy it does nothing', async () => {
    const { api, calls } = fakeApi();
    const answer = deferred<ApiResult<unknown>>();
    calls.approveSalesOrder.mockReturnValueOnce(answer.promise);
    const { element } = renderConfirmDialog(PROPS['approve-order'], { api });
    trigger(element).focus();
    await open(element);
    fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' });
    await settle();
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(trigger(element));

    await open(element);
    await confirmNow('Approve order');
    fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' });
    fireEvent.click(inDialog('Cancel'));
    await settle();
    expect(dialog()?.open).toBe(true);
    answer.resolve(failure(400));
    await settle();
    fireEvent.keyDown(dialog() as HTMLElement, { key: 'Escape' });
    await settle();
    expect(dialog()).toBeNull();
  });

  test('SRCH-49 the page root has the scroll-lock class exactly while a dialog is open', async () => {
    const { element } = renderConfirmDialog(PROPS['delete-customer']);
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    await open(element);
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    fireEvent.click(inDialog('Cancel'));
    await settle();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });
});

describe('the actions in the dialog', () => {
  test('MYP-08 a vehicle in a permit: the dialog explains and offers only Close; nothing is deleted', async () => {
    const { api, calls } = fakeApi({ checkPermitForDeleteVehicle: success({ existsInPermit: true }) });
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], { api });
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('The vehicle cannot be deleted');
    expect(
      within(dialog() as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
    fireEvent.click(inDialog('Close'));
    await settle();
    expect(dialog()).toBeNull();
    expect(calls.deleteVehicle).not.toHaveBeenCalled();
  });

  test('ERR-15 ERR-16 a failed delete shows the error heading and the server message, as text', async () => {
    const message = '<strong>Nope.</strong> <img src=x onerror="alert(1)">ABC 123 is in a permit.';
    const { api } = fakeApi({ deleteVehicle: failure(400, message) });
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], { api });
    await open(element);
    await confirmNow('Delete vehicle');
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(screen.getByRole('alert').textContent).toBe('ABC 123 is in a permit.');
    expect(dialog()?.querySelector('img, strong')).toBeNull();
  });

  test('ERR-14 a failed check opens the error dialog with the server message', async () => {
    const { api } = fakeApi({ checkPermitForDeleteVehicle: failure(500, 'Permit register down.') });
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], { api });
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong');
    expect(within(dialog() as HTMLElement).getByText('Permit register down.')).toBeTruthy();
  });

  test('ERR-17 a failed customer delete shows the configured error text (from config texts)', async () => {
    const { api } = fakeApi({
      deleteCustomer: failure(400, 'You cannot delete the customer you are signed in as.'),
    });
    const { element } = renderConfirmDialog(PROPS['delete-customer'], {
      api,
      config: { texts: { 'myParking.deleteCustomer.error': 'Kunden kunde inte tas bort.' } },
    });
    await open(element);
    await confirmNow('Delete customer');
    expect(screen.getByRole('alert').textContent).toBe('Kunden kunde inte tas bort.');
  });

  test('ERR-18 a failed decline shows the configured error text (from the errorText prop)', async () => {
    const { api } = fakeApi({ declineSalesOrder: failure(400, 'Order SO-4103 is already approved.') });
    const { element } = renderConfirmDialog(
      { ...PROPS['decline-order'], errorText: 'Beställningen kunde inte avböjas.' },
      { api },
    );
    await open(element);
    await confirmNow('Decline order');
    expect(screen.getByRole('alert').textContent).toBe('Beställningen kunde inte avböjas.');
  });

  test('MYP-13 MYP-14 an invoice that exists downloads at once, with no dialog', async () => {
    const { element, navigation } = renderConfirmDialog(PROPS['download-invoice'], {
      navigation: fakeNavigation('https://www.example.se/se/my-parking/invoices/'),
    });
    expect(trigger(element).getAttribute('aria-haspopup')).toBeNull();
    await open(element);
    expect(dialog()).toBeNull();
    expect(navigation.assign).toHaveBeenCalledWith(
      '/se/my-parking/invoices/downloaddocument?documentNumber=INV-1404',
    );
    expect(trigger(element).getAttribute('aria-disabled')).toBeNull();
  });

  test('ERR-19 an invoice not found: a dialog with the server’s ErrorMessage, and no download', async () => {
    const { api } = fakeApi({
      checkIfDocumentExist: success({ Exists: false }, 200, 'Invoice INV-1404 was not found.'),
    });
    const { element, navigation } = renderConfirmDialog(PROPS['download-invoice'], { api });
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('Invoice not found');
    expect(within(dialog() as HTMLElement).getByText('Invoice INV-1404 was not found.')).toBeTruthy();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  test('MYP-15 MYP-18 MYP-19 termination: the date shows, confirm waits for a reason, success says e-mail and waits to be closed', async () => {
    const { api, calls } = fakeApi();
    const { element, navigation } = renderConfirmDialog(PROPS['terminate-contract'], { api });
    await open(element);
    expect(calls.getOrderLineTerminationDate).toHaveBeenCalledTimes(1);
    expect(within(dialog() as HTMLElement).getByText('The contract ends on 31 December 2026.')).toBeTruthy();
    await settle(CONFIRM_DELAY_MS);
    expect(inDialog('Terminate contract').disabled).toBe(true);
    expect(
      within(dialog() as HTMLElement).getByText('Choose a reason to terminate the contract.'),
    ).toBeTruthy();
    fireEvent.click(inDialog('Terminate contract'));
    await settle();
    expect(calls.terminateOrderLine).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('radio', { name: 'The price' }));
    expect(inDialog('Terminate contract').disabled).toBe(false);
    fireEvent.click(inDialog('Terminate contract'));
    await settle();
    expect(calls.terminateOrderLine).toHaveBeenCalledWith(
      { salesOrderId: 'SO-1', orderLineId: 'OL-11' },
      {
        reason: 'price',
        terminationDate: '2026-12-31',
        orderTerminationLetterConf: { distributionMethod: 'EMAIL' },
      },
    );
    expect(screen.getByRole('heading').textContent).toBe('Contract terminated');
    expect(
      within(dialog() as HTMLElement).getByText(
        'The contract ends on 31 December 2026. You will get a confirmation by e-mail.',
      ),
    ).toBeTruthy();
    await settle(SUCCESS_DELAY_MS * 4);
    expect(dialog()).not.toBeNull();
    fireEvent.click(inDialog('Close'));
    await settle();
    expect(dialog()).toBeNull();
    expect(navigation.reload).toHaveBeenCalledTimes(1);
  });

  test('ERR-20 a refused termination shows its ErrorMessage and stays open', async () => {
    const { api } = fakeApi({
      terminateOrderLine: success({ StatusCode: 400 }, 400, 'The contract already ends on 2026-12-31.'),
    });
    const { element } = renderConfirmDialog(
      { ...PROPS['terminate-contract'], reasons: [{ value: 'R1', label: 'Flytt' }] },
      { api },
    );
    await open(element);
    fireEvent.click(screen.getByRole('radio', { name: 'Flytt' }));
    await confirmNow('Terminate contract');
    expect(screen.getByRole('alert').textContent).toBe('The contract already ends on 2026-12-31.');
    expect(dialog()?.open).toBe(true);
  });

  test('ERR-21 no termination date: the sorry heading and the not-possible message', async () => {
    const { api, calls } = fakeApi({ getOrderLineTerminationDate: success({ TerminationDate: null }) });
    const { element } = renderConfirmDialog(PROPS['terminate-contract'], { api, config: { language: 'sv' } });
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('Tyvärr');
    expect(
      within(dialog() as HTMLElement).getByText('Avtalet kan inte sägas upp här. Kontakta kundservice.'),
    ).toBeTruthy();
    expect(calls.terminateOrderLine).not.toHaveBeenCalled();
  });

  test('ERR-22 a contract that already ends: the existing-date message with the date', async () => {
    const { api } = fakeApi({
      getOrderLineTerminationDate: success({ TerminationDate: '2026-12-31', ContractEndDate: '2026-12-31' }),
    });
    const { element } = renderConfirmDialog(PROPS['terminate-contract'], { api, config: { language: 'fi' } });
    await open(element);
    expect(within(dialog() as HTMLElement).getByText('Sopimus päättyy jo 31. joulukuuta 2026.')).toBeTruthy();
  });

  test('MYP-21 a facility confirm needs its checkbox ticked, then goes to the host link', async () => {
    const { element, navigation } = renderConfirmDialog(
      { ...PROPS['facility-confirm'], checkboxLabel: 'I accept the facility’s rules' },
      { fallbackHtml: '<a href="/se/booking/?fId=F1&amp;t=1">Book</a>' },
    );
    await open(element);
    await settle(CONFIRM_DELAY_MS);
    const confirm = inDialog('Confirm and continue');
    expect(confirm.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the facility’s rules' }));
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await settle();
    expect(dialog()).toBeNull();
    expect(navigation.assign).toHaveBeenCalledWith('https://www.example.se/se/booking/?fId=F1&t=1');
  });
});

describe('after success', () => {
  test('`remove` removes the closest element matching removeSelector', async () => {
    const table = document.createElement('table');
    table.innerHTML = '<tbody><tr id="row"><td id="cell"></td></tr></tbody>';
    document.body.append(table);
    const { element, navigation } = renderConfirmDialog({
      ...PROPS['approve-order'],
      onSuccess: 'remove',
      removeSelector: 'tr',
    });
    document.getElementById('cell')?.append(element);
    await open(element);
    await confirmNow('Approve order');
    await settle(SUCCESS_DELAY_MS);
    expect(document.getElementById('row')).toBeNull();
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  test('`redirect` goes to a same-site URL, never to another origin or a javascript: URL', async () => {
    const { element, navigation } = renderConfirmDialog({
      ...PROPS['approve-order'],
      onSuccess: 'redirect',
      redirectUrl: '/se/my-parking/orders?approved=SO-4101',
    });
    await open(element);
    await confirmNow('Approve order');
    await settle(SUCCESS_DELAY_MS);
    expect(navigation.assign).toHaveBeenCalledWith(
      'https://www.example.se/se/my-parking/orders?approved=SO-4101',
    );

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const redirectUrl of ['https://evil.example/', 'javascript:alert(1)']) {
      const other = renderConfirmDialog({ ...PROPS['approve-order'], onSuccess: 'redirect', redirectUrl });
      await open(other.element);
      await confirmNow('Approve order');
      await settle(SUCCESS_DELAY_MS);
      expect(other.navigation.assign).not.toHaveBeenCalled();
      expect(other.navigation.reload).toHaveBeenCalledTimes(1);
      other.unmount();
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  test('the success event bubbles from the island; a host that cancels it does its own follow-up', async () => {
    const { element, navigation } = renderConfirmDialog(PROPS['decline-order']);
    const seen: unknown[] = [];
    document.body.addEventListener(
      CONFIRM_SUCCESS_EVENT,
      (event) => {
        seen.push((event as CustomEvent).detail);
        event.preventDefault();
      },
      { once: true },
    );
    await open(element);
    await confirmNow('Decline order');
    await settle(SUCCESS_DELAY_MS);
    expect(seen).toEqual([{ action: 'decline-order' }]);
    expect(navigation.reload).not.toHaveBeenCalled();
  });
});

describe('texts', () => {
  test('props override the action’s texts; config texts override the catalogue', async () => {
    const { element } = renderConfirmDialog(
      { ...PROPS['delete-vehicle'], heading: 'Remove {plate}?', body: 'Gone for good.', confirmLabel: 'Yes' },
      { config: { texts: { 'myParking.cancel': 'No' } } },
    );
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('Remove {plate}?');
    expect(within(dialog() as HTMLElement).getByText('Gone for good.')).toBeTruthy();
    expect(
      within(dialog() as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['No', 'Yes']);
  });

  test('the page language is used', async () => {
    const { element } = renderConfirmDialog(PROPS['delete-vehicle'], { config: { language: 'nb' } });
    await open(element);
    expect(screen.getByRole('heading').textContent).toBe('Slette kjøretøyet ABC 123?');
  });
});
