import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useRef,
} from 'react';
import { FOCUSABLE, keepTabInside, useModalDialog } from './modal';

export interface DialogProps {
  /** The heading; the dialog's accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (apply, reset …), outside the scrolling body. */
  footer?: ReactNode;
  /** Escape, the close button, or any other close request: the caller unmounts the dialog. */
  onClose: () => void;
  /** The label of the close button in the header; without it there is none. */
  closeLabel?: string | undefined;
  /** Gets the focus when the dialog opens; by default the first control of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focus goes back here when the dialog closes; by default to what had it before it opened. */
  returnFocus?: RefObject<HTMLElement | null>;
  className?: string | undefined;
}

/**
 * A modal dialog (WAI-ARIA APG dialog pattern) on the native `<dialog>`, shown with
 * showModal() while mounted, so the page behind is inert. Labelled by its heading; focus
 * starts on the first control of its body, Tab and Shift+Tab wrap inside it, Escape closes,
 * and focus returns to the trigger after. The page root carries the scroll-lock class while
 * it is open (SRCH-49), counted with every other modal through lockScroll.
 */
export function Dialog({
  title,
  children,
  footer,
  onClose,
  closeLabel,
  initialFocus,
  returnFocus,
  className,
}: DialogProps) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useModalDialog(dialogRef, returnFocus, (dialog) => {
    const first =
      initialFocus?.current ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    first.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Prevented here, the key makes no close request of the browser's own: the caller's
      // unmount is the only way the dialog closes, so its state and the DOM never disagree.
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      keepTabInside(event);
    }
  };

  // A close request that did not come through the keyboard (a platform back gesture).
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // The browser closed it anyway (a form with method="dialog"): that is a close too.
  const onNativeClose = () => {
    if (dialogRef.current && !dialogRef.current.open) onClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={className ? `np-dialog ${className}` : 'np-dialog'}
      aria-labelledby={`${id}t`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onCancel={onNativeCancel}
      onClose={onNativeClose}
    >
      <div className="np-dialog__header">
        <h2 id={`${id}t`} className="np-dialog__title">
          {title}
        </h2>
        {closeLabel && (
          <button type="button" className="np-button np-dialog__close" onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
            <span className="np-visually-hidden">{closeLabel}</span>
          </button>
        )}
      </div>
      <div ref={bodyRef} className="np-dialog__body">
        {children}
      </div>
      {footer && <div className="np-dialog__footer">{footer}</div>}
    </dialog>
  );
}
