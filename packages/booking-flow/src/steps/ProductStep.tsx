import { groupProductsByProcessType, maxOrderQuantity, productOptionAvailability } from '@nordpark/core';
import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { describedBy, FieldError } from '../fields';
import { longDate } from '../format';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { ProductDetails } from './ProductDetails';

/**
 * Step 1: the facility's products grouped by ProcessType. A product that cannot be booked
 * today is shown disabled with why and, when known, the day it can (BOOK-10..12).
 */
export function ProductStep() {
  const { t, config } = useBookingSettings();
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

  return (
    <StepFrame step="product">
      {state.facility && <p className="np-booking__facility">{state.facility.Name}</p>}
      {groups.length === 0 && <p>{t('booking.noProducts')}</p>}
      {groups.map((group) => (
        <fieldset key={group.processType} className="np-booking__group">
          <legend className="np-booking__legend">{t(`booking.group.${group.processType}`)}</legend>
          {group.products.map((product) => {
            const availability = productOptionAvailability(product, state.today);
            const left = maxOrderQuantity(product);
            const detailsId = `${id}-${product.Id}`;
            const statusId = `${detailsId}-status`;
            return (
              <div key={product.Id} className="np-booking__choice np-booking__product">
                <input
                  type="radio"
                  id={`${detailsId}-radio`}
                  name={`${id}-product`}
                  value={product.Id}
                  checked={state.productId === product.Id}
                  disabled={!availability.available}
                  onChange={() => choose({ productId: product.Id })}
                  {...describedBy(`${id}-error`, error, `${statusId} ${detailsId}`)}
                />
                <label htmlFor={`${detailsId}-radio`} className="np-booking__choice-label">
                  <span className="np-booking__product-name">{product.Text}</span>{' '}
                  <span className="np-booking__product-type">{t(`booking.type.${product.Type}`)}</span>
                </label>
                <p id={statusId} className="np-booking__status">
                  {availability.available
                    ? [
                        t('booking.product.available', { count: product.Availability }),
                        left > 1 ? t('booking.product.maxSales', { count: product.MaxSalesAmount }) : '',
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : availability.reason === 'online-booking-not-allowed'
                      ? t('booking.product.onlineNotAllowed')
                      : availability.availableFrom
                        ? t('booking.product.availableFrom', {
                            date: longDate(availability.availableFrom, config),
                          })
                        : t('booking.product.unavailable')}
                </p>
                <ProductDetails product={product} config={config} t={t} id={detailsId} />
              </div>
            );
          })}
        </fieldset>
      ))}
      <FieldError id={`${id}-error`} error={error} />
    </StepFrame>
  );
}
