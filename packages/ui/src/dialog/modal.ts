import { type KeyboardEvent, type RefObject, useEffectEvent, useLayoutEffect } from 'react';
import { lockScroll } from '../scroll-lock/scrollLock';

/** What can take focus inside a dialog, for the first focus and for keeping Tab inside. */
export const FOCUSABLE =
  'button:not(:disabled),[href],input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

/**
 * Opens a native <dialog> as a modal for as long as the component is mounted: showModal, the
 * page root's scroll lock, and on unmount close and focus back to `returnFocus` (else to what
 * had it before). `onOpen` runs right after showModal, to place the first focus.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  returnFocus: RefObject<HTMLElement | null> | undefined,
  onOpen?: (dialog: HTMLDialogElement) => void,
): void {
  // Read when they happen, with the newest props, without re-running the open effect.
  const opened = useEffectEvent((dialog: HTMLDialogElement) => onOpen?.(dialog));
  const focusTarget = useEffectEvent(() => returnFocus?.current);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll(dialog.ownerDocument);
    opened(dialog);
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      const target = focusTarget() ?? before;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, [dialogRef]);
}

/** Keeps Tab and Shift+Tab inside the dialog: from the last control to the first and back. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = items[0];
  const last = items.at(-1);
  const active = event.currentTarget.ownerDocument.activeElement;
  const wrapTo = event.shiftKey
    ? (active === first || active === event.currentTarget) && last
    : active === last && first;
  if (wrapTo) {
    event.preventDefault();
    wrapTo.focus();
  }
}
