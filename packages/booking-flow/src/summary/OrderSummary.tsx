import { preloadable } from '@nordpark/ui/island';
import { useDesktopWidth } from '@nordpark/ui/viewport';
import { Suspense, useDeferredValue, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ArrivalKitProps } from '../arrival/ArrivalKit';
import { useBookingTexts } from '../messages/BookingTexts';
import { useBooking, useBookingSettings } from '../store/BookingStoreContext';
import { chosenDevices, selectedProduct } from '../store/selectors';
import { detailRows, plateOf, stepReached } from './details';
import { PriceBreakdown } from './PriceBreakdown';
import { priceSummary } from './priceLines';
import { pickReview } from './reviewState';

/**
 * The arrival kit's code (@nordpark/ui/arrival) is the search's too, which shows it only in a
 * facility's details: in the flow's first download it would go to the chunk every search page
 * loads at start. So it comes beside the flow: fetched as the flow mounts (CurrentStep), while
 * the facility is on its way, and shown at once when it is in.
 */
export const arrivalKit = preloadable<ArrivalKitProps>(() =>
  import('../arrival/ArrivalKit').then((module) => module.ArrivalKit),
);

/**
 * The order so far, beside the steps on a desktop (wider than 988 px) and, on a phone, a
 * disclosure above them: its heading is a button (aria-expanded) showing the total, and the
 * panel opens under it. Facility, product, dates, space, vehicle and the itemised price.
 */
export function OrderSummary() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  // The summary follows a choice in React's background render: the click that chose a product
  // paints its radio at once, and the summary's rows, prices and arrival kit come a moment
  // after, in slices (rendered with the click, the first choice was one long task).
  const state = useDeferredValue(useBooking(useShallow(pickReview)));
  const wide = useDesktopWidth();
  const [open, setOpen] = useState(false);
  const id = useId();
  const rows = detailRows(state, t, config);
  const summary = priceSummary(state, t, config);
  const heading = t('booking.summary.heading');
  const product = selectedProduct(state);

  return (
    <section className="np-order" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="np-order__heading">
        {wide ? (
          heading
        ) : (
          <button
            type="button"
            className="np-order__toggle"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
          >
            <span className="np-order__toggle-text">{heading}</span>
            {summary && summary.total !== null && (
              <span className="np-order__toggle-total">{summary.totalText}</span>
            )}
            <svg className="np-order__chevron" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path
                d="M4 6l4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        )}
      </h2>
      <div id={`${id}-body`} className="np-order__body" hidden={!wide && !open}>
        <div className="np-order__facility">
          <p className="np-order__facility-name">{state.facility?.Name}</p>
          {state.facility && (
            // Where it is and how to get in, for the chosen product. Busy until its code is
            // in (a moment at most: fetched as the flow mounted).
            <Suspense fallback={<div aria-busy="true" />}>
              <arrivalKit.Component
                facility={state.facility}
                choice={{
                  product,
                  devices: product ? chosenDevices(state) : undefined,
                  plate: stepReached(state, 'payment') ? plateOf(state.vehicle, config) : undefined,
                }}
                config={config}
                compact
              />
            </Suspense>
          )}
        </div>
        {!summary && <p className="np-order__empty">{t('booking.summary.empty')}</p>}
        {rows.length > 0 && (
          <dl className="np-order__details">
            {rows.map((row) => (
              <div key={row.id}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {summary && <PriceBreakdown summary={summary} />}
      </div>
    </section>
  );
}
