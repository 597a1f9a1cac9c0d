import { facilityAddress, groupProductsByProcessType } from '@nordpark/core';
import { useCallback, useId, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FieldError } from '../fields';
import { useBookingTexts } from '../messages/BookingTexts';
import { isBookable, productStatus, waitingListUrl } from '../productStatus';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { ProductCard } from './ProductCard';

/**
 * Step 1: the facility's products as cards, grouped by ProcessType. A product that cannot be
 * booked today is disabled with why: fully booked (with the facility's waiting list when it
 * has one), not on sale until a later day (BOOK-10..12), or not bookable online. When nothing
 * can be booked, the step says so and offers the waiting list instead of Continue.
 */
export function ProductStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      facility: s.facility,
      fieldErrors: s.fieldErrors,
      productId: s.productId,
      today: s.today,
    })),
  );
  const { choose } = useBookingActions();
  const id = useId();
  const products = state.facility?.Products ?? [];
  const error = state.fieldErrors.productId;
  const groups = groupProductsByProcessType(products);
  const waitingList = waitingListUrl(state.facility);
  // The same statuses and callback from one render to the next, so that choosing a product
  // re-renders the two cards whose radio changed, not every card (ProductCard is memoised).
  const statuses = useMemo(
    () => new Map(products.map((product) => [product.Id, productStatus(product, state.today)])),
    [products, state.today],
  );
  const chooseProduct = useCallback((productId: string) => choose({ productId }), [choose]);
  const nothingBookable = ![...statuses.values()].some(isBookable);
  const address = facilityAddress(state.facility);

  return (
    <StepFrame step="product" hideSubmit={nothingBookable}>
      {state.facility && (
        <p className="np-booking__facility">
          <span className="np-booking__facility-name">{state.facility.Name}</span>
          {address && <span className="np-booking__facility-address">{address}</span>}
        </p>
      )}
      {groups.length === 0 ? (
        <div className="np-empty">
          <p className="np-empty__title">{t('booking.noProducts')}</p>
        </div>
      ) : (
        nothingBookable && (
          <div className="np-empty np-empty--full">
            <p className="np-empty__title">{t('booking.allFull')}</p>
            {waitingList && (
              <>
                <p>{t('booking.allFull.waitingList')}</p>
                <a className="np-button np-button--primary" href={waitingList}>
                  {t('booking.waitingList')}
                </a>
              </>
            )}
          </div>
        )
      )}
      {groups.map((group) => (
        <fieldset key={group.processType} className="np-booking__group np-products">
          <legend className="np-booking__legend">{t(`booking.group.${group.processType}`)}</legend>
          {group.products.map((product) => (
            <ProductCard
              key={product.Id}
              id={`${id}-${product.Id}`}
              product={product}
              status={statuses.get(product.Id) ?? productStatus(product, state.today)}
              checked={state.productId === product.Id}
              name={`${id}-product`}
              error={error}
              errorId={`${id}-error`}
              // When nothing can be booked the waiting list is offered once, above the cards.
              waitingList={nothingBookable ? null : waitingList}
              config={config}
              onChoose={chooseProduct}
            />
          ))}
        </fieldset>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </StepFrame>
  );
}
