import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { lockScroll } from './scrollLock';

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

const FOCUSABLE =
  'button:not(:disabled),[href],input:not(:disabled),select:not(:disabled),textarea:not(:disabled),[tabindex]:not([tabindex="-1"])';

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
  // Native events and the cleanup read the newest values without re-running the open effect.
  const latest = useRef({ onClose, returnFocus, initialFocus });
  useLayoutEffect(() => {
    latest.current = { onClose, returnFocus, initialFocus };
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const before = dialog.ownerDocument.activeElement;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll(dialog.ownerDocument);
    const first =
      latest.current.initialFocus?.current ??
      bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog.querySelector<HTMLElement>(FOCUSABLE) ??
      dialog;
    first.focus();
    return () => {
      unlock();
      if (dialog.open) dialog.close();
      const target = latest.current.returnFocus?.current ?? before;
      if (target instanceof HTMLElement && target.isConnected) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Escape') {
      // Prevented here, the key makes no close request of the browser's own: the caller's
      // unmount is the only way the dialog closes, so its state and the DOM never disagree.
      event.preventDefault();
      latest.current.onClose();
    } else if (event.key === 'Tab') {
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
  };

  // A close request that did not come through the keyboard (a platform back gesture).
  const onNativeCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    latest.current.onClose();
  };

  // The browser closed it anyway (a form with method="dialog"): that is a close too.
  const onNativeClose = () => {
    if (dialogRef.current && !dialogRef.current.open) latest.current.onClose();
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
          <button
            type="button"
            className="np-button np-dialog__close"
            onClick={() => latest.current.onClose()}
          >
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
