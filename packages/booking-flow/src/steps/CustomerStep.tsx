import { CUSTOMER_FIELDS, type CustomerField } from '@nordpark/core';
import { useShallow } from 'zustand/react/shallow';
import { TextField } from '../fields';
import { useBookingTexts } from '../messages/BookingTexts';
import { StepFrame } from '../StepFrame';
import { useBooking, useBookingActions } from '../store/BookingStoreContext';

const INPUT: Record<CustomerField, { type: string; autoComplete: string }> = {
  FirstName: { type: 'text', autoComplete: 'given-name' },
  LastName: { type: 'text', autoComplete: 'family-name' },
  Email: { type: 'email', autoComplete: 'email' },
  Phone: { type: 'tel', autoComplete: 'tel' },
};

/**
 * Step 5: who books. A signed-in customer (loggedincustomer, asked only with the auth
 * cookie) finds the form filled in; on Continue the form goes to createoreditcustomer, or to
 * updatecustomer for the signed-in customer.
 */
export function CustomerStep() {
  const t = useBookingTexts();
  const state = useBooking(
    useShallow((s) => ({ customer: s.customer, fieldErrors: s.fieldErrors, signedIn: s.signedIn })),
  );
  const { customer } = state;
  const { choose } = useBookingActions();
  const name = `${customer.FirstName} ${customer.LastName}`.trim();
  return (
    <StepFrame step="customer">
      {state.signedIn && name && (
        <p className="np-booking__status">{t('booking.customer.signedIn', { name })}</p>
      )}
      <div className="np-booking__fields">
        {CUSTOMER_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`booking.customer.${field}`)}
            name={field}
            required
            {...INPUT[field]}
            value={customer[field]}
            error={state.fieldErrors[field]}
            onValue={(value) => choose({ customer: { ...customer, [field]: value } })}
          />
        ))}
      </div>
    </StepFrame>
  );
}
