import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { Spinner } from '../spinner';
import { keepTabInside, useModalDialog } from './modal';

export interface AlertDialogProps {
  /** The heading; the dialog's accessible name. */
  title: ReactNode;
  /** What happens if the visitor confirms: the dialog's accessible description. */
  description?: ReactNode;
  /** Anything the visitor must fill in or tick before confirming (a reason, a checkbox). */
  children?: ReactNode;
  /** The least destructive button: it has the focus when the dialog opens. */
  cancelLabel: string;
  /** The cancel button, Escape, or any other close request; never while busy. */
  onCancel: () => void;
  /** Without it the dialog has one button: an acknowledgement (a notice, an error). */
  confirmLabel?: string;
  onConfirm?: () => void;
  /** The confirm button is disabled until what `children` asks for is given. */
  confirmDisabled?: boolean;
  /**
   * The confirm button does not act yet (a confirm delay after it appeared): it says so with
   * aria-disabled, which keeps focus on it, rather than taking clicks it will not answer.
   */
  confirmHeld?: boolean;
  /** The confirm button destroys something: styled as a danger. */
  danger?: boolean;
  /**
   * An action is running: both buttons are disabled (aria-disabled, so focus stays put),
   * Escape does nothing, a spinner shows and `status` is announced.
   */
  busy?: boolean;
  /** Announced politely and shown beside the spinner: what is going on, or what was done. */
  status?: string;
  /** Why the last attempt failed: shown, announced (role="alert") and part of the description. */
  error?: ReactNode;
  /** Focus goes back here when the dialog closes; by default to what had it before it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  /** Change it when the dialog's content becomes a new step: focus goes back to the cancel button. */
  focusKey?: string | number;
  className?: string;
}

/**
 * A modal alert dialog (WAI-ARIA APG alertdialog pattern) on the native `<dialog>`: opened
 * with showModal() while mounted, so it sits in the top layer over an inert page. Labelled
 * by its title and described by its description and error; focus starts on the cancel
 * button, Tab and Shift+Tab wrap inside it, Escape cancels unless busy, and focus returns to
 * the trigger when it closes. The page root carries the scroll-lock class meanwhile.
 */
export function AlertDialog({
  title,
  description,
  children,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmDisabled,
  confirmHeld,
  danger,
  busy = false,
  status,
  error,
  returnFocus,
  focusKey,
  className,
}: AlertDialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useModalDialog(dialogRef, returnFocus);

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusKey is the trigger: a new step starts on the cancel button again.
  useLayoutEffect(() => {
    cancelRef.current?.focus();
  }, [focusKey]);

  const cancel = () => {
    if (!busy) onCancel();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Prevented here, the key makes no close request, so the browser cannot close the
      // dialog behind our back (a second Escape skips a prevented 'cancel' event).
      event.preventDefault();
      cancel();
    } else if (event.key === 'Tab') {
      keepTabInside(event);
    }
  };

  // A close request that did not come through the keyboard (a platform back gesture).
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    cancel();
  };

  // The browser closed it anyway: while busy it is put back, otherwise that counts as a cancel.
  const onNativeClose = () => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    if (busy) dialog.showModal();
    else onCancel();
  };

  const descriptionId = description ? `${id}d` : '';
  const errorId = error ? `${id}e` : '';
  const describedBy = `${descriptionId} ${errorId}`.trim() || undefined;

  return (
    <dialog
      ref={dialogRef}
      className={className ? `np-alert-dialog ${className}` : 'np-alert-dialog'}
      role="alertdialog"
      aria-labelledby={`${id}t`}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClose={onNativeClose}
    >
      <h2 id={`${id}t`} className="np-alert-dialog__title">
        {title}
      </h2>
      {description && (
        <div id={descriptionId} className="np-alert-dialog__description">
          {description}
        </div>
      )}
      {error && (
        <p id={errorId} className="np-alert-dialog__error" role="alert">
          {error}
        </p>
      )}
      {children}
      <p className="np-alert-dialog__status" role="status">
        {busy && <Spinner />}
        {status}
      </p>
      <div className="np-alert-dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className="np-button"
          aria-disabled={busy || undefined}
          onClick={cancel}
        >
          {cancelLabel}
        </button>
        {confirmLabel && (
          <button
            type="button"
            className={`np-button np-button--${danger ? 'danger' : 'primary'}`}
            disabled={confirmDisabled}
            aria-disabled={busy || confirmHeld || undefined}
            onClick={() => {
              if (!busy && !confirmHeld) onConfirm?.();
            }}
          >
            {confirmLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
