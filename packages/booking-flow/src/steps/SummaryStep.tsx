import { facilityAddress } from '@nordpark/core';
import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useBookingTexts } from '../messages/BookingTexts';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { chosenPaymentOption, selectedProduct } from '../store/selectors';
import { datesText, plateText } from '../summary/details';
import { PriceBreakdown } from '../summary/PriceBreakdown';
import { priceSummary } from '../summary/priceLines';
import { ReviewSection } from '../summary/ReviewSection';
import { pickReview } from '../summary/reviewState';

/**
 * The last step: every choice to check (the parking, who books and with which vehicle, how
 * it is paid) and the itemised price, then confirm. Confirming runs draft → update → confirm
 * (→ register payment and go to the card payment).
 */
export function SummaryStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(useShallow(pickReview));
  const { customer } = state;
  const { confirm } = useBookingActions();
  const id = useId();
  const product = selectedProduct(state);
  const summary = priceSummary(state, t, config);
  const space = state.spaces?.find((item) => item.ParkingSpace.Uid === state.spaceUid)?.ParkingSpace.Name;
  const option = chosenPaymentOption(state);
  const card = state.paymentMethod === 'card';
  const facility = [state.facility?.Name, facilityAddress(state.facility)].filter(Boolean).join(', ');
  const quantity = state.quantity > 1 ? ` × ${state.quantity}` : '';

  return (
    <StepFrame
      step="summary"
      submitLabel={t(card ? 'booking.confirmAndPay' : 'booking.confirm')}
      onSubmit={() => void confirm()}
    >
      <div className="np-review np-booking__summary">
        <ReviewSection
          title={t('booking.stepName.product')}
          rows={[
            [t('booking.summary.facility'), facility],
            [t('booking.summary.product'), product ? `${product.Text}${quantity}` : ''],
            [
              t(product?.ProcessType === 'SeasonTicket' ? 'booking.startDate' : 'booking.summary.dates'),
              datesText(state, config),
            ],
            [t('booking.summary.space'), state.spaceUid ? (space ?? state.spaceUid) : ''],
          ]}
        />
        <ReviewSection
          title={t('booking.step.customer')}
          rows={[
            [t('booking.summary.customer'), `${customer.FirstName} ${customer.LastName}`.trim()],
            [t('booking.customer.Email'), customer.Email],
            [t('booking.customer.Phone'), customer.Phone],
            [t('booking.summary.vehicle'), plateText(state.vehicle, config, t)],
          ]}
        />
        <ReviewSection
          title={t('booking.summary.payment')}
          rows={[
            [t('booking.payment.method'), t(`booking.payment.${state.paymentMethod}`)],
            [t('booking.payment.options'), option?.text ?? ''],
          ]}
        />
        {summary && (
          <section className="np-review__section np-review__section--price" aria-labelledby={`${id}-price`}>
            <h3 id={`${id}-price`} className="np-review__title">
              {t('booking.summary.price')}
            </h3>
            <PriceBreakdown summary={summary} />
          </section>
        )}
      </div>
    </StepFrame>
  );
}
