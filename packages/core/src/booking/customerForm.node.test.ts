import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { validateCustomerForm } from './customerForm';

const good = {
  FirstName: 'Anna',
  LastName: 'Lindqvist',
  Email: 'anna@example.se',
  Phone: '+46 70 123 45 67',
};

describe('validateCustomerForm', () => {
  test('a complete form has no problems', () => {
    expect(validateCustomerForm(good)).toEqual({});
  });

  test('every empty field is required, blanks count as empty', () => {
    expect(validateCustomerForm({ FirstName: ' ', LastName: '', Email: '', Phone: '' })).toEqual({
      FirstName: 'required',
      LastName: 'required',
      Email: 'required',
      Phone: 'required',
    });
  });

  test('an e-mail address needs one @ and a dotted domain', () => {
    expect(validateCustomerForm({ ...good, Email: 'anna.example.se' }).Email).toBe('email');
    expect(validateCustomerForm({ ...good, Email: 'anna@localhost' }).Email).toBe('email');
  });

  test('a phone number is 6 to 15 digits with the usual separators', () => {
    expect(validateCustomerForm({ ...good, Phone: '070-123 45 67' })).toEqual({});
    expect(validateCustomerForm({ ...good, Phone: '12345' }).Phone).toBe('phone');
    expect(validateCustomerForm({ ...good, Phone: 'call me' }).Phone).toBe('phone');
    expect(validateCustomerForm({ ...good, Phone: '+1234567890123456' }).Phone).toBe('phone');
  });

  test('property: generated addresses local@domain.tld pass', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(/\.[^.@]+$/.test(email));
        expect(validateCustomerForm({ ...good, Email: email }).Email).toBeUndefined();
      }),
    );
  });
});
