import { fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { renderConfirmDialog, VEHICLE } from './testing/confirmDialog';

// The dialog's chunk cannot be fetched (offline, a deploy in between).
vi.mock('./ConfirmFlow', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  document.body.replaceChildren();
});

test('a dialog that cannot load: the trigger says so, stops being busy, and the next click tries again', async () => {
  const { element, calls } = renderConfirmDialog({ action: 'delete-vehicle', vehicle: VEHICLE });
  const trigger = element.querySelector('button') as HTMLButtonElement;
  fireEvent.click(trigger);
  expect((await screen.findByRole('alert')).textContent).toBe('This could not be opened. Please try again.');
  expect(trigger.getAttribute('aria-disabled')).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(calls?.checkPermitForDeleteVehicle).not.toHaveBeenCalled();

  fireEvent.click(trigger);
  expect(trigger.getAttribute('aria-disabled')).toBe('true');
  expect(screen.queryByRole('alert')).toBeNull();
  expect((await screen.findByRole('alert')).textContent).toBe('This could not be opened. Please try again.');
});
