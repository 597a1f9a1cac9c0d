import { preloadable } from '@nordpark/ui/island';
import { Suspense, useRef, useState } from 'react';
import { useBookingTexts } from './messages/BookingTexts';
import { useBookingActions } from './store/BookingStoreContext';

// The dialog's code is needed only when the visitor reaches for Cancel: it loads then (and
// when the pointer or focus comes near), never with the page.
const dialog = preloadable(() => import('@nordpark/ui/dialog').then((module) => module.AlertDialog));
const AlertDialog = dialog.Component;
const prefetch = () => {
  dialog.preload().catch(() => undefined);
};

/**
 * "Cancel booking": asks first (an alert dialog, focus on "Keep booking"), since cancelling
 * throws away every choice and releases a held space. Only a confirmed cancel starts over.
 */
export function CancelBooking({ busy }: { busy: boolean }) {
  const t = useBookingTexts();
  const { cancel } = useBookingActions();
  const [asking, setAsking] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="np-button np-button--quiet np-booking__cancel"
        aria-haspopup="dialog"
        aria-disabled={busy || undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          if (!busy) setAsking(true);
        }}
      >
        {t('booking.cancel')}
      </button>
      {asking && (
        <Suspense fallback={null}>
          <AlertDialog
            title={t('booking.cancel.heading')}
            description={<p>{t('booking.cancel.body')}</p>}
            cancelLabel={t('booking.cancel.keep')}
            onCancel={() => setAsking(false)}
            confirmLabel={t('booking.cancel')}
            onConfirm={() => {
              setAsking(false);
              void cancel();
            }}
            danger
            returnFocus={buttonRef}
            className="np-booking-dialog"
          />
        </Suspense>
      )}
    </>
  );
}
