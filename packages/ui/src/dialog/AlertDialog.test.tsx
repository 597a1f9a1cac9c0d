import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { SCROLL_LOCK_CLASS } from '../scroll-lock/scrollLock';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const root = () => document.documentElement;

function renderDialog(overrides: Partial<AlertDialogProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  const utils = render(
    <AlertDialog
      title="Delete the vehicle ABC 123?"
      description={<p>The vehicle is removed from your account.</p>}
      cancelLabel="Cancel"
      onCancel={onCancel}
      confirmLabel="Delete vehicle"
      onConfirm={onConfirm}
      danger
      {...overrides}
    />,
  );
  const dialog = screen.getByRole('alertdialog') as HTMLDialogElement;
  return { ...utils, dialog, onCancel, onConfirm };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

/** Two steps in one dialog: Next moves to the second. */
function Steps() {
  const [step, setStep] = useState('one');
  return (
    <AlertDialog
      title={step}
      cancelLabel="Cancel"
      onCancel={() => undefined}
      confirmLabel="Next"
      onConfirm={() => setStep('two')}
      focusKey={step}
    />
  );
}

describe('AlertDialog', () => {
  test('is a modal alertdialog named by its title and described by its description', () => {
    const { dialog } = renderDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Delete the vehicle ABC 123?');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The vehicle is removed from your account.',
    );
  });

  test('opens with showModal, so it sits in the top layer over an inert page', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderDialog();
    expect(showModal).toHaveBeenCalledTimes(1);
    showModal.mockRestore();
  });

  test('focus starts on the least destructive button: cancel', () => {
    renderDialog();
    expect(document.activeElement).toBe(button('Cancel'));
  });

  test('SRCH-49 the page root has the scroll-lock class while open, and not after', () => {
    const { unmount } = renderDialog();
    expect(root().classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    unmount();
    expect(root().classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  test('focus returns to the trigger when it closes', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    const returnFocus = createRef<HTMLElement>() as { current: HTMLElement | null };
    returnFocus.current = trigger;
    const { unmount } = renderDialog({ returnFocus });
    expect(document.activeElement).not.toBe(trigger);
    unmount();
    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  });

  test('without a trigger given, focus returns to what had it before it opened', () => {
    const before = document.createElement('input');
    document.body.append(before);
    before.focus();
    const { unmount } = renderDialog();
    unmount();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  test('the buttons call their handlers', () => {
    const { onCancel, onConfirm } = renderDialog();
    fireEvent.click(button('Delete vehicle'));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('Escape cancels, and is prevented so the browser makes no close request of its own', () => {
    const { dialog, onCancel } = renderDialog();
    const allowed = fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(allowed).toBe(false);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('MYP-02 while busy: buttons disabled, Escape and clicks do nothing, a spinner and the status show', () => {
    const { dialog, onCancel, onConfirm } = renderDialog({ busy: true, status: 'Please wait…' });
    expect(button('Cancel').getAttribute('aria-disabled')).toBe('true');
    expect(button('Delete vehicle').getAttribute('aria-disabled')).toBe('true');
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    fireEvent.click(button('Cancel'));
    fireEvent.click(button('Delete vehicle'));
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Please wait…');
    expect(status.querySelector('.np-spinner[aria-hidden="true"]')).not.toBeNull();
    // Focus stays where it was: aria-disabled buttons keep it.
    expect(document.activeElement).toBe(button('Cancel'));
  });

  test("a native close request ('cancel' event) is prevented and cancels unless busy", () => {
    const { dialog, onCancel, rerender } = renderDialog();
    const first = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <AlertDialog title="t" cancelLabel="Cancel" onCancel={onCancel} confirmLabel="OK" busy status="…" />,
    );
    const second = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('MYP-02 a dialog the browser closes anyway while busy is put back; otherwise that is a cancel', () => {
    const { dialog, onCancel, rerender } = renderDialog({ busy: true });
    act(() => dialog.close());
    expect(dialog.open).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
    rerender(<AlertDialog title="t" cancelLabel="Cancel" onCancel={onCancel} confirmLabel="OK" />);
    act(() => dialog.close());
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('Tab from the last button wraps to the first, Shift+Tab from the first to the last', () => {
    const { dialog } = renderDialog({ children: <input aria-label="Reason" /> });
    const first = screen.getByRole('textbox');
    const last = button('Delete vehicle');
    last.focus();
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(first);
    expect(fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(last);
    button('Cancel').focus();
    // In between, Tab is the browser's.
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(true);
  });

  test('MYP-04 an error is shown, announced and part of the description', () => {
    const { dialog } = renderDialog({ error: 'ABC 123 is in a permit.' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('ABC 123 is in a permit.');
    expect(dialog.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
  });

  test('MYP-18 a confirm disabled until something is given is a disabled button', () => {
    renderDialog({ confirmDisabled: true });
    expect(button('Delete vehicle').disabled).toBe(true);
  });

  test('a held confirm says it does not act yet (aria-disabled, still focusable) and answers no click', () => {
    const { onConfirm } = renderDialog({ confirmHeld: true });
    const confirm = button('Delete vehicle');
    expect(confirm.getAttribute('aria-disabled')).toBe('true');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(button('Cancel').getAttribute('aria-disabled')).toBeNull();
  });

  test('without a confirm label it is an acknowledgement with one button', () => {
    renderDialog({ confirmLabel: undefined, cancelLabel: 'Close' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Close']);
    expect(document.activeElement).toBe(button('Close'));
  });

  test('a new step (focusKey) puts focus back on the cancel button', () => {
    render(<Steps />);
    button('Next').focus();
    fireEvent.click(button('Next'));
    expect(screen.getByRole('heading').textContent).toBe('two');
    expect(document.activeElement).toBe(button('Cancel'));
  });

  test('the confirm button is styled as a danger only when it destroys something', () => {
    const { unmount } = renderDialog();
    expect(button('Delete vehicle').className).toBe('np-button np-button--danger');
    unmount();
    renderDialog({ danger: false, confirmLabel: 'Approve' });
    expect(button('Approve').className).toBe('np-button np-button--primary');
  });
});
