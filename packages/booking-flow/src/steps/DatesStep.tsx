import { type DateFieldValue, maxOrderQuantity, parseInputDate } from '@nordpark/core';
import { DateField } from '@nordpark/date-field';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { FieldError, SelectField } from '../fields';
import { price } from '../format';
import { useBookingTexts } from '../messages/BookingTexts';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions, useBookingSettings } from '../store/BookingStoreContext';
import { dateRules } from '../store/dateRules';
import { selectedProduct } from '../store/selectors';
import { QuantityField } from './QuantityField';

/**
 * Step 2: the dates. Pre-booking: a day and the in and out times of the facility's slots;
 * flex booking: a start and an end day, priced by getflexbookingprice; season ticket: a
 * start day. The date field enforces the start-selling date and the last booking day.
 */
export function DatesStep() {
  const t = useBookingTexts();
  const { config } = useBookingSettings();
  const state = useBooking(
    useShallow((s) => ({
      endDate: s.endDate,
      endDateText: s.endDateText,
      facility: s.facility,
      fieldErrors: s.fieldErrors,
      flexPrice: s.flexPrice,
      inTime: s.inTime,
      outTime: s.outTime,
      productId: s.productId,
      quantity: s.quantity,
      slots: s.slots,
      startDate: s.startDate,
      startDateText: s.startDateText,
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
  const dateProps = dateRules(product, state.today);
  const firstDay = dateProps.startSellingDate;
  const asDay = (value: DateFieldValue) =>
    value.error === null ? parseInputDate(value.date, config.country) : null;
  const max = maxOrderQuantity(product);
  const slots = state.slots;

  return (
    <StepFrame step="dates">
      <KeepTyped draft={state.startDateText} onDraft={(startDateText) => choose({ startDateText })}>
        <DateField
          config={config}
          today={state.today}
          props={{
            ...dateProps,
            label: t(product.ProcessType === 'Pre-booking' ? 'booking.date' : 'booking.startDate'),
            ...(startDate ? { value: startDate } : {}),
          }}
          setValue={(value) =>
            choose({ startDate: asDay(value), ...(value.error === null ? { startDateText: null } : {}) })
          }
        >
          <FieldError id={`${id}-start-error`} error={state.fieldErrors.startDate} />
        </DateField>
      </KeepTyped>
      {isFlex && (
        <KeepTyped draft={state.endDateText} onDraft={(endDateText) => choose({ endDateText })}>
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
            setValue={(value) =>
              choose({ endDate: asDay(value), ...(value.error === null ? { endDateText: null } : {}) })
            }
          >
            <FieldError id={`${id}-end-error`} error={state.fieldErrors.endDate} />
          </DateField>
        </KeepTyped>
      )}
      {isFlex && state.flexPrice && startDate && endDate && (
        <p className="np-booking__price" aria-live="polite">
          {t('booking.flexPrice', {
            count: state.flexPrice.Days ?? 1,
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
        <QuantityField
          id={`${id}-quantity`}
          max={max}
          value={state.quantity}
          error={state.fieldErrors.quantity}
          onValue={(quantity) => choose({ quantity })}
        />
      )}
    </StepFrame>
  );
}

/**
 * Keeps what the visitor types in a date field before it is committed (blur, Enter), so a
 * reload puts it back: the text is saved with the choices as it is typed, and on the next
 * mount it goes into the field as typing would, to be judged when it is committed.
 */
function KeepTyped({
  draft,
  onDraft,
  children,
}: {
  draft: string | null;
  onDraft: (text: string) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const initial = useRef(draft);
  useLayoutEffect(() => {
    const input = ref.current?.querySelector<HTMLInputElement>('input[role="combobox"]');
    const text = initial.current;
    if (!input || text === null || input.value === text) return;
    // The input's own value setter, so React sees the change as the visitor's typing.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);
  return (
    <div
      ref={ref}
      className="np-booking__date"
      onInput={(event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && target.getAttribute('role') === 'combobox')
          onDraft(target.value);
      }}
    >
      {children}
    </div>
  );
}
