import { describedBy, FieldError } from '../fields';
import { useBookingTexts } from '../messages/BookingTexts';

/** How many of the product to book, from one up to the most it may be ordered at once. */
export function QuantityField({
  id,
  max,
  value,
  error,
  onValue,
}: {
  id: string;
  max: number;
  value: number;
  error: string | undefined;
  onValue: (quantity: number) => void;
}) {
  const t = useBookingTexts();
  return (
    <div className="np-booking__field">
      <label className="np-booking__label" htmlFor={id}>
        {t('booking.quantity')}
      </label>
      <input
        id={id}
        className="np-input np-booking__input--short"
        type="number"
        min={1}
        max={max}
        value={value}
        onChange={(event) => onValue(event.target.valueAsNumber)}
        {...describedBy(`${id}-error`, error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
