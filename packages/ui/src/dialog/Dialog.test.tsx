import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { SCROLL_LOCK_CLASS } from '../scroll-lock/scrollLock';
import { Dialog, type DialogProps } from './Dialog';

function renderDialog(overrides: Partial<DialogProps> = {}) {
  const onClose = vi.fn();
  const utils = render(
    <Dialog
      title="Filters"
      onClose={onClose}
      closeLabel="Close"
      footer={<button type="button">Apply</button>}
      {...overrides}
    >
      {overrides.children ?? (
        <>
          <label>
            Term <select aria-label="Term" />
          </label>
          <input type="checkbox" aria-label="Indoor" />
        </>
      )}
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog') as HTMLDialogElement;
  return { ...utils, dialog, onClose };
}

describe('Dialog', () => {
  test('FLT-03 a modal dialog, shown with showModal and labelled by its heading', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { dialog } = renderDialog();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(showModal).toHaveBeenCalledTimes(1);
    const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.tagName).toBe('H2');
    expect(title?.textContent).toBe('Filters');
    showModal.mockRestore();
  });

  test('focus starts on the first control of the body, not on the close button', () => {
    renderDialog();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Term' }));
  });

  test('an initialFocus target wins; a body without controls leaves focus on the dialog', () => {
    const target = createRef<HTMLInputElement>();
    const { unmount } = renderDialog({
      initialFocus: target,
      children: (
        <>
          <input aria-label="First" />
          <input aria-label="Second" ref={target} />
        </>
      ),
    });
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Second' }));
    unmount();
    const { dialog } = renderDialog({ children: <p>Nothing to do.</p>, closeLabel: undefined, footer: null });
    expect(document.activeElement).toBe(dialog);
  });

  test('SRCH-49 the page root has the scroll-lock class while open, and not after', () => {
    const { unmount } = renderDialog();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    unmount();
    expect(document.documentElement.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  test('focus returns to the trigger when it closes', () => {
    const trigger = document.createElement('button');
    document.body.append(trigger);
    const returnFocus = createRef<HTMLElement>() as { current: HTMLElement | null };
    returnFocus.current = trigger;
    const { unmount } = renderDialog({ returnFocus });
    unmount();
    expect(document.activeElement).toBe(trigger);
    trigger.remove();
  });

  test('without a trigger given, focus returns to what had it before', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    const { unmount } = renderDialog();
    unmount();
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  test('Escape closes, and is prevented so the browser makes no close request of its own', () => {
    const { dialog, onClose } = renderDialog();
    expect(fireEvent.keyDown(dialog, { key: 'Escape' })).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('an Escape a control inside already handled (a combobox closing its list) does not close', () => {
    const { dialog, onClose } = renderDialog({
      children: <input aria-label="Place" onKeyDown={(event) => event.preventDefault()} />,
    });
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('the close button, a native cancel and a native close all close', () => {
    const { dialog, onClose } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(2);
    act(() => dialog.close());
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  test('Tab from the last control wraps to the first, Shift+Tab from the first to the last', () => {
    const { dialog } = renderDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(false);
    expect(document.activeElement).toBe(close);
    expect(fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })).toBe(false);
    expect(document.activeElement).toBe(apply);
    screen.getByRole('checkbox').focus();
    expect(fireEvent.keyDown(dialog, { key: 'Tab' })).toBe(true);
  });
});
