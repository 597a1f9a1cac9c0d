import { validateCustomerForm } from '../booking/customerForm';

export type InterestEmailProblem = 'required' | 'email';

/**
 * What is wrong with the e-mail address a visitor leaves to register interest in a full
 * facility (SRCH-03), or null: the booking flow's own e-mail rule, so both forms accept the
 * same addresses.
 */
export function interestEmailProblem(email: string): InterestEmailProblem | null {
  const problem = validateCustomerForm({
    FirstName: '-',
    LastName: '-',
    Email: email,
    Phone: '+46 8 123 456',
  }).Email;
  return problem === 'required' || problem === 'email' ? problem : null;
}
