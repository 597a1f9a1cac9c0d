import { preloadable } from '@nordpark/ui/island';
import { Suspense, useRef, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import { selectVehicle } from '../store/selectors';
import { vehicleSummary } from './vehicleSummary';

// The dialog (and, for a signed-in customer, the booking calls behind "one of your vehicles")
// loads when it is first wanted; pointing at or focusing the button starts the download.
const dialog = preloadable(() => import('./VehicleDialog').then((module) => module.VehicleDialog));
const VehicleDialog = dialog.Component;

/** "My vehicle" beside the filters: the profile in short, and the dialog that edits it. */
export function VehicleButton() {
  const t = useTranslate();
  const vehicle = useSearchStore(selectVehicle);
  const language = useSearchStore((s) => s.language);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={`np-button np-vehicle-button${vehicle ? ' np-vehicle-button--set' : ''}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void dialog.preload()}
        onFocus={() => void dialog.preload()}
      >
        <svg className="np-vehicle-button__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2v1.5a1.5 1.5 0 0 1-3 0V17H8v1.5a1.5 1.5 0 0 1-3 0V17H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.2-3.6a.6.6 0 0 0-.6-.4H8.9a.6.6 0 0 0-.6.4zM6.5 15a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4zm11 0a1.2 1.2 0 1 0 0-2.4 1.2 1.2 0 0 0 0 2.4z"
          />
        </svg>
        {vehicle
          ? t('search.vehicle.summary', { summary: vehicleSummary(t, vehicle, language) })
          : t('search.vehicle.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <VehicleDialog onClose={() => setOpen(false)} returnFocus={button} />
        </Suspense>
      ) : null}
    </>
  );
}
