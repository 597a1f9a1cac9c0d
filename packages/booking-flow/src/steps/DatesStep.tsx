import {
  calendarDateOfInstant,
  type DateFieldValue,
  maxOrderQuantity,
  parseInputDate,
  START_SELLING_GRACE_HOURS,
} from '@nordpark/core';
import { DateField } from '@nordpark/date-field';
import { useEffect, useId } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { describedBy, FieldError, SelectField } from '../fields';
import { price } from '../format';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { selectedProduct } from '../store/selectors';

/**
 * Step 2: the dates. Pre-booking: a day and the in and out times of the facility's slots;
 * flex booking: a start and an end day, priced by getflexbookingprice; season ticket: a
 * start day. The date field enforces the start-selling date and the last booking day.
 */
export function DatesStep() {
  const { t, config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      endDate: s.endDate,
      facility: s.facility,
      fieldErrors: s.fieldErrors,
      flexPrice: s.flexPrice,
      inTime: s.inTime,
      outTime: s.outTime,
      productId: s.productId,
      quantity: s.quantity,
      slots: s.slots,
      startDate: s.startDate,
      today: s.today,
    })),
  );
  const { startDate, endDate } = state;
  const { choose, loadFlexPrice } = useBookingActions();
  const id = useId();
  const product = selectedProduct(state);
  const isFlex = product?.ProcessType === 'Flexbooking';

  useEffect(() => {
    if (isFlex && startDate && endDate) void loadFlexPrice();
  }, [isFlex, startDate, endDate, loadFlexPrice]);

  if (!product) return null;
  const shortTerm = product.ProcessType !== 'SeasonTicket';
  const firstDay = product.StartSellingDate
    ? calendarDateOfInstant(product.StartSellingDate, START_SELLING_GRACE_HOURS)
    : null;
  const lastDay = product.LastBookingEnds ? calendarDateOfInstant(product.LastBookingEnds) : null;
  const dateProps = {
    required: true,
    // Short stays can start today; a season ticket keeps the country's notice (flex days).
    ...(shortTerm ? { flexDays: 0 } : {}),
    ...(firstDay ? { startSellingDate: firstDay } : {}),
    ...(lastDay && lastDay > state.today ? { endDate: lastDay } : {}),
  };
  const asDay = (value: DateFieldValue) =>
    value.error === null ? parseInputDate(value.date, config.country) : null;
  const max = maxOrderQuantity(product);
  const slots = state.slots;

  return (
    <StepFrame step="dates">
      <DateField
        config={config}
        today={state.today}
        props={{
          ...dateProps,
          label: t(product.ProcessType === 'Pre-booking' ? 'booking.date' : 'booking.startDate'),
          ...(startDate ? { value: startDate } : {}),
        }}
        setValue={(value) => choose({ startDate: asDay(value) })}
      >
        <FieldError id={`${id}-start-error`} error={state.fieldErrors.startDate} />
      </DateField>
      {isFlex && (
        <DateField
          config={config}
          today={state.today}
          props={{
            ...dateProps,
            label: t('booking.endDate'),
            // The end cannot come before the start.
            ...(startDate && (!firstDay || startDate > firstDay) ? { startSellingDate: startDate } : {}),
            ...(endDate ? { value: endDate } : {}),
          }}
          setValue={(value) => choose({ endDate: asDay(value) })}
        >
          <FieldError id={`${id}-end-error`} error={state.fieldErrors.endDate} />
        </DateField>
      )}
      {isFlex && state.flexPrice && startDate && endDate && (
        <p className="np-booking__price" aria-live="polite">
          {t('booking.flexPrice', {
            days: state.flexPrice.Days ?? 1,
            price: price(state.flexPrice.Price, config),
          })}
        </p>
      )}
      {product.ProcessType === 'Pre-booking' && slots && (
        <div className="np-booking__times">
          <SelectField
            label={t('booking.inTime')}
            value={state.inTime ?? ''}
            options={slots.InTimes}
            placeholder={t('booking.chooseTime')}
            error={state.fieldErrors.inTime}
            onValue={(inTime) => choose({ inTime: inTime || null })}
          />
          <SelectField
            label={t('booking.outTime')}
            value={state.outTime ?? ''}
            options={slots.OutTimes}
            placeholder={t('booking.chooseTime')}
            error={state.fieldErrors.outTime}
            onValue={(outTime) => choose({ outTime: outTime || null })}
          />
        </div>
      )}
      {max > 1 && (
        <div className="np-booking__field">
          <label className="np-booking__label" htmlFor={`${id}-quantity`}>
            {t('booking.quantity')}
          </label>
          <input
            id={`${id}-quantity`}
            className="np-booking__input np-booking__input--short"
            type="number"
            min={1}
            max={max}
            value={state.quantity}
            onChange={(event) => choose({ quantity: event.target.valueAsNumber })}
            {...describedBy(`${id}-quantity-error`, state.fieldErrors.quantity)}
          />
          <FieldError id={`${id}-quantity-error`} error={state.fieldErrors.quantity} />
        </div>
      )}
    </StepFrame>
  );
}
