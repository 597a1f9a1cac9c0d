import { createTranslator } from '@nordpark/core';
import { describe, expect, test } from 'vitest';
import {
  CONFIRM_DELAY_MS,
  confirmAction,
  doneStep,
  type FlowContext,
  isConfirmAllowed,
  messagePrefix,
  openAction,
  type Step,
  SUCCESS_DELAY_MS,
} from './flow';
import { myParkingMessages } from './messages/all';
import type { ConfirmDialogProps } from './props';
import { failure, fakeApi, success, VEHICLE } from './testing/confirmDialog';

const t = createTranslator(myParkingMessages, 'en');

function context(props: ConfirmDialogProps, overrides: Parameters<typeof fakeApi>[0] = {}) {
  const { api, calls } = fakeApi(overrides);
  const ctx: FlowContext = { props, api, t, language: 'en' };
  return { ctx, calls };
}

const confirm: Extract<Step, { kind: 'confirm' }> = { kind: 'confirm', busy: false, error: null };
const vehicleProps: ConfirmDialogProps = { action: 'delete-vehicle', vehicle: VEHICLE };
const terminateProps: ConfirmDialogProps = {
  action: 'terminate-contract',
  salesOrderId: 'SO-1',
  orderLineId: 'OL-11',
};

describe('MYP-05 the confirmation delays', () => {
  test('MYP-05 are 300 ms (the confirm button arms) and 500 ms (the success shows)', () => {
    expect(CONFIRM_DELAY_MS).toBe(300);
    expect(SUCCESS_DELAY_MS).toBe(500);
  });
});

describe('delete vehicle', () => {
  test('MYP-06 MYP-07 the permit check comes first, with id, plateText and uid', async () => {
    const { ctx, calls } = context(vehicleProps);
    expect(await openAction(ctx, '/')).toEqual(confirm);
    expect(calls.checkPermitForDeleteVehicle).toHaveBeenCalledWith(VEHICLE);
    expect(calls.deleteVehicle).not.toHaveBeenCalled();
  });

  test('MYP-08 a vehicle in a permit is blocked with an explanation, and never deleted', async () => {
    const { ctx, calls } = context(vehicleProps, {
      checkPermitForDeleteVehicle: success({ existsInPermit: true }),
    });
    expect(await openAction(ctx, '/')).toEqual({
      kind: 'notice',
      heading: 'The vehicle cannot be deleted',
      message: 'ABC 123 is in a parking permit. Change the permit first.',
    });
    expect(calls.deleteVehicle).not.toHaveBeenCalled();
  });

  test('ERR-14 ERR-16 a failed check: the error heading and the server message after </strong>', async () => {
    const { ctx } = context(vehicleProps, {
      checkPermitForDeleteVehicle: failure(500, '<strong>Fel</strong> Permit register unavailable.'),
    });
    expect(await openAction(ctx, '/')).toEqual({
      kind: 'notice',
      heading: 'Something went wrong',
      message: 'Permit register unavailable.',
    });
  });

  test('ERR-14 a failed check without a server message: the error heading and the general text', async () => {
    const { ctx } = context(vehicleProps, { checkPermitForDeleteVehicle: failure(400) });
    expect(await openAction(ctx, '/')).toMatchObject({
      heading: 'Something went wrong',
      message: 'That did not work just now. Please try again in a moment.',
    });
  });

  test('MYP-09 a confirmed delete is deletevehicle with id, plateText and uid', async () => {
    const { ctx, calls } = context(vehicleProps);
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: true });
    expect(calls.deleteVehicle).toHaveBeenCalledWith(VEHICLE);
  });

  test('ERR-15 ERR-16 a failed delete gives the server message after </strong> as text', async () => {
    const { ctx } = context(vehicleProps, {
      deleteVehicle: failure(400, '<strong>Cannot delete.</strong> ABC 123 is in a <em>permit</em>.'),
    });
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: false, error: 'ABC 123 is in a permit.' });
  });
});

describe('landlord and order actions', () => {
  test('MYP-10 demote admin sends /landlord/demoteadmin with uid', async () => {
    const { ctx, calls } = context({ action: 'demote-admin', uid: 'C-200102', name: 'Erik' });
    expect(await openAction(ctx, '/')).toEqual(confirm);
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: true });
    expect(calls.demoteAdmin).toHaveBeenCalledWith({ uid: 'C-200102' });
  });

  test('MYP-11 delete customer sends /landlord/deletecustomer with Contact_Number', async () => {
    const { ctx, calls } = context({ action: 'delete-customer', contactNumber: 'C-200111' });
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: true });
    expect(calls.deleteCustomer).toHaveBeenCalledWith({ Contact_Number: 'C-200111' });
  });

  test('ERR-17 a failed customer delete shows the configured error text, not the server’s', async () => {
    const props: ConfirmDialogProps = { action: 'delete-customer', contactNumber: 'C-200101' };
    const refused = { deleteCustomer: failure(400, 'You cannot delete the customer you are signed in as.') };
    expect(await confirmAction(context(props, refused).ctx, confirm, '')).toEqual({
      ok: false,
      error: 'The customer could not be deleted. Please try again in a moment.',
    });
    const configured = { ...props, errorText: 'Kunden gick inte att ta bort.' };
    expect(await confirmAction(context(configured, refused).ctx, confirm, '')).toEqual({
      ok: false,
      error: 'Kunden gick inte att ta bort.',
    });
  });

  test('API-52 approve sends approvesalesorder with orderId', async () => {
    const { ctx, calls } = context({ action: 'approve-order', orderId: 'SO-4101' });
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: true });
    expect(calls.approveSalesOrder).toHaveBeenCalledWith({ orderId: 'SO-4101' });
    expect(calls.declineSalesOrder).not.toHaveBeenCalled();
  });

  test('MYP-12 decline sends declinesalesorder with orderId', async () => {
    const { ctx, calls } = context({ action: 'decline-order', orderId: 'SO-4101' });
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: true });
    expect(calls.declineSalesOrder).toHaveBeenCalledWith({ orderId: 'SO-4101' });
  });

  test('ERR-18 a failed decline shows the configured error text', async () => {
    const { ctx } = context(
      { action: 'decline-order', orderId: 'SO-4103' },
      { declineSalesOrder: failure(400, 'Order SO-4103 is already approved.') },
    );
    expect(await confirmAction(ctx, confirm, '')).toEqual({
      ok: false,
      error: 'The order could not be declined. Please try again in a moment.',
    });
  });

  test('MYP-04 an answer in the envelope that is not a success is a failure', async () => {
    const { ctx } = context({ action: 'demote-admin', uid: 'C-1' }, { demoteAdmin: success({}, 400) });
    expect(await confirmAction(ctx, confirm, '')).toMatchObject({ ok: false });
  });
});

describe('download invoice', () => {
  const props: ConfirmDialogProps = { action: 'download-invoice', documentNumber: 'INV-1001' };

  test('MYP-13 MYP-14 an invoice that exists downloads from the page path plus downloaddocument', async () => {
    const { ctx, calls } = context(props);
    expect(await openAction(ctx, '/se/my-parking')).toEqual({
      kind: 'download',
      url: '/se/my-parking/downloaddocument?documentNumber=INV-1001',
    });
    expect(calls.checkIfDocumentExist).toHaveBeenCalledWith({ documentNumber: 'INV-1001' });
  });

  test('ERR-19 an invoice not found: a dialog with the server’s ErrorMessage', async () => {
    const { ctx } = context(props, {
      checkIfDocumentExist: success({ Exists: false }, 200, 'Invoice INV-1404 was not found.'),
    });
    expect(await openAction(ctx, '/se/my-parking')).toEqual({
      kind: 'notice',
      heading: 'Invoice not found',
      message: 'Invoice INV-1404 was not found.',
    });
  });

  test('ERR-19 Exists false without a message still does not download', async () => {
    const { ctx } = context(props, { checkIfDocumentExist: success({ Exists: false }) });
    expect(await openAction(ctx, '/')).toMatchObject({
      kind: 'notice',
      message: 'The invoice INV-1001 does not exist.',
    });
  });

  test('a failed check is an error, never a download', async () => {
    const { ctx } = context(props, { checkIfDocumentExist: failure(503, 'Injected fault: HTTP 503.') });
    expect(await openAction(ctx, '/')).toEqual({
      kind: 'notice',
      heading: 'Something went wrong',
      message: 'That did not work just now. Please try again in a moment.',
    });
  });
});

describe('terminate contract', () => {
  test('MYP-15 MYP-16 the termination date is fetched first; with one, the dialog confirms it', async () => {
    const { ctx, calls } = context(terminateProps);
    expect(await openAction(ctx, '/')).toEqual({ ...confirm, date: '2026-12-31' });
    expect(calls.getOrderLineTerminationDate).toHaveBeenCalledWith({
      salesOrderId: 'SO-1',
      orderLineId: 'OL-11',
    });
  });

  test('MYP-16 ERR-21 no date: the not-possible message with the sorry heading', async () => {
    const { ctx } = context(terminateProps, {
      getOrderLineTerminationDate: success({ TerminationDate: null }),
    });
    expect(await openAction(ctx, '/')).toEqual({
      kind: 'notice',
      heading: 'Sorry',
      message: 'This contract cannot be terminated here. Please contact customer service.',
    });
  });

  test('MYP-17 ERR-22 the server’s end date on or before the termination date: the existing-date message', async () => {
    const { ctx } = context(terminateProps, {
      getOrderLineTerminationDate: success({ TerminationDate: '2026-12-31', ContractEndDate: '2026-12-31' }),
    });
    expect(await openAction(ctx, '/')).toEqual({
      kind: 'notice',
      heading: 'Sorry',
      message: 'The contract already ends on 31 December 2026.',
    });
  });

  test('MYP-17 ERR-22 the host’s contractEndDate counts when the server sends none', async () => {
    const { ctx } = context({ ...terminateProps, contractEndDate: '2026-10-31' });
    expect(await openAction(ctx, '/')).toMatchObject({
      message: 'The contract already ends on 31 October 2026.',
    });
    const later = context({ ...terminateProps, contractEndDate: '2027-03-31' });
    expect(await openAction(later.ctx, '/')).toMatchObject({ kind: 'confirm', date: '2026-12-31' });
  });

  test('a failed date call is an error notice', async () => {
    const { ctx } = context(terminateProps, { getOrderLineTerminationDate: failure(503) });
    expect(await openAction(ctx, '/')).toMatchObject({ kind: 'notice', heading: 'Something went wrong' });
  });

  test('MYP-19 MYP-20 confirming sends TerminateOrderLine with the ids, the reason, the date and EMAIL', async () => {
    const { ctx, calls } = context(terminateProps);
    expect(await confirmAction(ctx, { ...confirm, date: '2026-12-31' }, 'moving')).toEqual({ ok: true });
    expect(calls.terminateOrderLine).toHaveBeenCalledWith(
      { salesOrderId: 'SO-1', orderLineId: 'OL-11' },
      {
        reason: 'moving',
        terminationDate: '2026-12-31',
        orderTerminationLetterConf: { distributionMethod: 'EMAIL' },
      },
    );
  });

  test('ERR-20 a non-200 StatusCode shows the ErrorMessage', async () => {
    const { ctx } = context(terminateProps, {
      terminateOrderLine: success({ StatusCode: 400 }, 400, 'The contract already ends on 2026-12-31.'),
    });
    expect(await confirmAction(ctx, { ...confirm, date: '2026-12-31' }, 'moving')).toEqual({
      ok: false,
      error: 'The contract already ends on 2026-12-31.',
    });
  });

  test('ERR-20 any StatusCode but 200 is a failure, even a 2xx one', async () => {
    const { ctx } = context(terminateProps, {
      terminateOrderLine: success({}, 202, 'Queued, not terminated.'),
    });
    expect(await confirmAction(ctx, { ...confirm, date: '2026-12-31' }, 'moving')).toEqual({
      ok: false,
      error: 'Queued, not terminated.',
    });
  });

  test('the success says the confirmation comes by e-mail, and waits to be closed', () => {
    const { ctx } = context(terminateProps);
    expect(doneStep(ctx, { ...confirm, date: '2026-12-31' })).toEqual({
      kind: 'done',
      message: 'The contract ends on 31 December 2026. You will get a confirmation by e-mail.',
      acknowledge: true,
      date: '2026-12-31',
    });
  });
});

describe('what may be confirmed', () => {
  test('MYP-18 a termination needs a reason', () => {
    expect(isConfirmAllowed('terminate-contract', { reason: '', checked: false })).toBe(false);
    expect(isConfirmAllowed('terminate-contract', { reason: 'price', checked: false })).toBe(true);
  });

  test('MYP-21 a facility confirm needs its checkbox ticked', () => {
    expect(isConfirmAllowed('facility-confirm', { reason: '', checked: false })).toBe(false);
    expect(isConfirmAllowed('facility-confirm', { reason: '', checked: true })).toBe(true);
  });

  test('MYP-21 a facility confirm makes no request', async () => {
    const { ctx, calls } = context({ action: 'facility-confirm' });
    expect(await confirmAction(ctx, confirm, '')).toEqual({ ok: true });
    expect(Object.values(calls).every((call) => call.mock.calls.length === 0)).toBe(true);
  });

  test('the other actions need nothing more', () => {
    expect(isConfirmAllowed('delete-vehicle', { reason: '', checked: false })).toBe(true);
  });
});

describe('texts', () => {
  test('message ids follow the action names', () => {
    expect(messagePrefix('delete-vehicle')).toBe('myParking.deleteVehicle');
    expect(messagePrefix('terminate-contract')).toBe('myParking.terminateContract');
  });

  test('a success that needs no reading moves on by itself', () => {
    const { ctx } = context(vehicleProps);
    expect(doneStep(ctx, confirm)).toEqual({
      kind: 'done',
      message: 'The vehicle ABC 123 is deleted.',
      acknowledge: false,
    });
  });
});
