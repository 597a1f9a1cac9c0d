/** The customer fields the booking flow asks for. */
export interface CustomerFields {
  FirstName: string;
  LastName: string;
  Email: string;
  Phone: string;
}

export type CustomerField = keyof CustomerFields;
export type CustomerFieldProblem = 'required' | 'email' | 'phone';
export type CustomerFormErrors = Partial<Record<CustomerField, CustomerFieldProblem>>;

export const CUSTOMER_FIELDS: readonly CustomerField[] = ['FirstName', 'LastName', 'Email', 'Phone'];

// One @, something on each side, a dot in the domain: what the server accepts and no stricter,
// so no real address is refused here.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators and an optional leading +: 6 to 15 digits (E.164's maximum).
const PHONE = /^\+?[\d\s()-]+$/;

/** The problems of a customer form, by field; an empty object when it can be sent. */
export function validateCustomerForm(fields: CustomerFields): CustomerFormErrors {
  const errors: CustomerFormErrors = {};
  for (const field of CUSTOMER_FIELDS) if (fields[field].trim() === '') errors[field] = 'required';
  if (!errors.Email && !EMAIL.test(fields.Email.trim())) errors.Email = 'email';
  if (!errors.Phone) {
    const digits = fields.Phone.replace(/\D/g, '').length;
    if (!PHONE.test(fields.Phone.trim()) || digits < 6 || digits > 15) errors.Phone = 'phone';
  }
  return errors;
}
