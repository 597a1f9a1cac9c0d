import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { CONFIRM_ACTIONS, confirmDialogPropsSchema, REQUIRED_DATA } from './props';
import { VEHICLE } from './testing/confirmDialog';

const issues = (input: unknown) => {
  const result = v.safeParse(confirmDialogPropsSchema, input);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
};

describe('confirmDialogPropsSchema', () => {
  test('MYP-01 knows the actions of the my-parking page, and the facility confirm', () => {
    expect(CONFIRM_ACTIONS).toEqual([
      'delete-vehicle',
      'demote-admin',
      'delete-customer',
      'approve-order',
      'decline-order',
      'download-invoice',
      'terminate-contract',
      'facility-confirm',
    ]);
    expect(issues({ action: 'delete-everything' })[0]).toMatch(/^action: must be one of delete-vehicle/);
  });

  test('MYP-06 a vehicle is id, plateText and uid', () => {
    expect(issues({ action: 'delete-vehicle', vehicle: VEHICLE })).toEqual([]);
    expect(issues({ action: 'delete-vehicle', vehicle: { id: 'V-1', plateText: 'ABC 123' } })).toHaveLength(
      1,
    );
  });

  test('each action requires the data it sends, named by key', () => {
    expect(issues({ action: 'delete-vehicle' })).toEqual([
      'vehicle: is required for the action "delete-vehicle"',
    ]);
    expect(issues({ action: 'terminate-contract', salesOrderId: 'SO-1', orderLineId: '' })).toEqual([
      'orderLineId: is required for the action "terminate-contract"',
    ]);
    expect(issues({ action: 'facility-confirm' })).toEqual([]);
    for (const action of CONFIRM_ACTIONS) {
      const data = Object.fromEntries(
        REQUIRED_DATA[action].map((key) => [key, key === 'vehicle' ? VEHICLE : 'x']),
      );
      expect(issues({ action, ...data }), action).toEqual([]);
    }
  });

  test('reasons are value and label pairs, at least one', () => {
    const base = { action: 'terminate-contract', salesOrderId: 'SO-1', orderLineId: 'OL-1' };
    expect(issues({ ...base, reasons: [{ value: 'move', label: 'Flytt' }] })).toEqual([]);
    expect(issues({ ...base, reasons: [] })).toHaveLength(1);
  });

  test('onSuccess is reload, remove or redirect', () => {
    expect(issues({ action: 'facility-confirm', onSuccess: 'navigate' })).toHaveLength(1);
  });
});
