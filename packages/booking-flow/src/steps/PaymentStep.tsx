import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { CheckboxStep } from '../CheckboxStep';
import { ChoiceGroup, describedBy } from '../fields';
import { money } from '../format';
import { useBookingTexts } from '../messages/BookingTexts';
import { Skeleton } from '../Skeleton';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { offersInvoice, selectedProduct } from '../store/selectors';
import type { PaymentMethod } from '../store/state';

const METHODS: readonly PaymentMethod[] = ['card', 'invoice'];

/**
 * Step 7: how to pay. Season tickets choose a payment option (paymentoptions: Monthly,
 * Quarterly, Yearly), each with its own price in its own currency (BOOK-14), and card or
 * invoice; short stays are paid by card. The terms checkbox
 * must be ticked; its error shows under its label (BOOK-08).
 */
export function PaymentStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      facility: s.facility,
      fieldErrors: s.fieldErrors,
      paymentMethod: s.paymentMethod,
      paymentOptionId: s.paymentOptionId,
      paymentOptions: s.paymentOptions,
      productId: s.productId,
      termsAccepted: s.termsAccepted,
      loading: s.loading,
    })),
  );
  const { choose } = useBookingActions();
  const id = useId();
  const product = selectedProduct(state);
  const invoice = offersInvoice(product);
  const optionError = state.fieldErrors.paymentOptionId;

  return (
    <StepFrame step="payment">
      {product?.ProcessType === 'SeasonTicket' && !state.paymentOptions && state.loading && (
        <Skeleton label={t('booking.loading')} shape="list" />
      )}
      {product?.ProcessType === 'SeasonTicket' && state.paymentOptions && (
        <ChoiceGroup legend={t('booking.payment.options')} error={optionError} errorId={`${id}-option-error`}>
          {state.paymentOptions.map((option) => (
            <div key={option.id} className="np-booking__choice">
              <input
                type="radio"
                id={`${id}-${option.id}`}
                name={`${id}-option`}
                checked={state.paymentOptionId === option.id}
                onChange={() => choose({ paymentOptionId: option.id })}
                {...describedBy(`${id}-option-error`, optionError)}
              />
              <label htmlFor={`${id}-${option.id}`} className="np-booking__choice-label">
                {option.text}{' '}
                <span className="np-booking__option-price">
                  {money(option.optionPrice, option.currency, config)}
                </span>
              </label>
            </div>
          ))}
        </ChoiceGroup>
      )}
      {invoice ? (
        <ChoiceGroup legend={t('booking.payment.method')}>
          {METHODS.map((method) => (
            <div key={method} className="np-booking__choice">
              <input
                type="radio"
                id={`${id}-${method}`}
                name={`${id}-method`}
                checked={state.paymentMethod === method}
                onChange={() => choose({ paymentMethod: method })}
              />
              <label htmlFor={`${id}-${method}`} className="np-booking__choice-label">
                {t(`booking.payment.${method}`)}
              </label>
            </div>
          ))}
        </ChoiceGroup>
      ) : (
        <p className="np-booking__status">
          {t('booking.payment.method')}: {t('booking.payment.card')}
        </p>
      )}
      <CheckboxStep
        label={t('booking.terms')}
        checked={state.termsAccepted}
        error={state.fieldErrors.termsAccepted}
        onChange={(termsAccepted) => choose({ termsAccepted })}
      />
    </StepFrame>
  );
}
