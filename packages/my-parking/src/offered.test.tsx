import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CONFIRM_SUCCESS_EVENT, type ConfirmSuccessDetail } from './afterSuccess';
import { loadConfirmFlow } from './ConfirmDialog';
import { CONFIRM_DELAY_MS, SUCCESS_DELAY_MS } from './flow';
import type { ConfirmDialogProps } from './props';
import { renderConfirmDialog, settle, VEHICLE } from './testing/confirmDialog';

// Actions that cannot succeed are not offered; demoting yourself warns
// that you lose your admin rights, and the page's admin actions go with them.

beforeAll(async () => {
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

const sv = { config: { language: 'sv' as const } };
const buttonOf = (element: HTMLElement) => element.querySelector('button');

describe('what cannot succeed is not offered', () => {
  test('an approved or declined preliminary order offers neither approve nor decline', () => {
    const order = (
      action: 'approve-order' | 'decline-order',
      orderStatus?: ConfirmDialogProps['orderStatus'],
    ) =>
      buttonOf(
        renderConfirmDialog({ action, orderId: 'SO-1', ...(orderStatus ? { orderStatus } : {}) }, sv).element,
      );
    expect(order('decline-order', 'approved')).toBeNull();
    expect(order('approve-order', 'approved')).toBeNull();
    expect(order('decline-order', 'declined')).toBeNull();
    expect(order('approve-order', 'declined')).toBeNull();
    expect(order('decline-order', 'pending')?.textContent).toBe('Avböj');
    expect(order('approve-order', 'pending')?.textContent).toBe('Godkänn');
    // A host that says nothing about the status keeps its trigger.
    expect(order('decline-order')?.textContent).toBe('Avböj');
  });

  test('a contract that already has an end date offers no termination', () => {
    const contract = { action: 'terminate-contract' as const, salesOrderId: 'SO-1', orderLineId: 'OL-1' };
    expect(
      buttonOf(renderConfirmDialog({ ...contract, contractEndDate: '2027-01-31' }, sv).element),
    ).toBeNull();
    expect(buttonOf(renderConfirmDialog(contract, sv).element)?.textContent).toBe('Säg upp');
  });

  test('the customer one is signed in as offers no delete; every other customer does', () => {
    const customer = { action: 'delete-customer' as const, contactNumber: 'C-1', name: 'Anna Lindqvist' };
    expect(buttonOf(renderConfirmDialog({ ...customer, currentUser: true }, sv).element)).toBeNull();
    expect(buttonOf(renderConfirmDialog({ ...customer, currentUser: false }, sv).element)?.textContent).toBe(
      'Ta bort kund',
    );
    expect(buttonOf(renderConfirmDialog(customer, sv).element)?.textContent).toBe('Ta bort kund');
  });
});

describe('demoting yourself', () => {
  const self: ConfirmDialogProps = {
    action: 'demote-admin',
    uid: 'C-1',
    name: 'Anna Lindqvist',
    currentUser: true,
    onSuccess: 'remove',
    removeSelector: '[data-nordpark]',
  };

  test('warns that you lose your admin rights', async () => {
    const { element } = renderConfirmDialog(self, sv);
    fireEvent.click(buttonOf(element) as HTMLElement);
    await settle();
    const dialog = screen.getByRole('alertdialog', { name: 'Ta bort dig själv som administratör?' });
    expect(dialog.textContent).toContain('Du förlorar dina administratörsrättigheter direkt');
    expect(within(dialog).getByRole('button', { name: 'Ta bort mina rättigheter' })).toBeTruthy();
  });

  test('another admin is demoted with the usual words', async () => {
    const { element } = renderConfirmDialog(
      { ...self, uid: 'C-2', name: 'Erik Nilsson', currentUser: false },
      sv,
    );
    fireEvent.click(buttonOf(element) as HTMLElement);
    await settle();
    expect(screen.getByRole('alertdialog', { name: 'Ta bort Erik Nilsson som administratör?' })).toBeTruthy();
    expect(screen.getByRole('alertdialog').textContent).not.toContain('förlorar dina');
  });

  test('afterwards the page offers no admin action; the others stay', async () => {
    const other = renderConfirmDialog({ action: 'demote-admin', uid: 'C-2', name: 'Erik Nilsson' }, sv);
    const customer = renderConfirmDialog(
      { action: 'delete-customer', contactNumber: 'C-3', name: 'Sara Berg' },
      sv,
    );
    const vehicle = renderConfirmDialog({ action: 'delete-vehicle', vehicle: VEHICLE }, sv);
    const details: ConfirmSuccessDetail[] = [];
    document.addEventListener(CONFIRM_SUCCESS_EVENT, (event) => {
      details.push((event as CustomEvent<ConfirmSuccessDetail>).detail);
    });
    const { element } = renderConfirmDialog(self, sv);
    fireEvent.click(buttonOf(element) as HTMLElement);
    await settle();
    await settle(CONFIRM_DELAY_MS);
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort mina rättigheter' }));
    await settle();
    expect(screen.getByRole('alertdialog').textContent).toContain('Du är inte längre administratör.');
    await settle(SUCCESS_DELAY_MS);
    await act(async () => undefined);
    expect(details).toEqual([{ action: 'demote-admin', adminRightsLost: true }]);
    expect(buttonOf(other.element)).toBeNull();
    expect(buttonOf(customer.element)).toBeNull();
    expect(buttonOf(vehicle.element)?.textContent).toBe('Ta bort');
  });
});
