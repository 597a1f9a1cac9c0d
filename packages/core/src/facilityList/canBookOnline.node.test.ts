import { describe, expect, test } from 'vitest';
import { canBookOnline } from './canBookOnline';
import { interestEmailProblem } from './interestEmail';

describe('canBookOnline', () => {
  test('SRCH-02 short-term parking or an online season ticket can be booked', () => {
    expect(canBookOnline({ HasStp: true, HasLTPBookableOnline: false })).toBe(true);
    expect(canBookOnline({ HasStp: false, HasLTPBookableOnline: true })).toBe(true);
    expect(canBookOnline({ HasStp: false, HasLTPBookableOnline: false })).toBe(false);
  });
});

describe('interestEmailProblem', () => {
  test('SRCH-03 an address is required and must look like one', () => {
    expect(interestEmailProblem('  ')).toBe('required');
    expect(interestEmailProblem('anna@')).toBe('email');
    expect(interestEmailProblem('anna@example.se')).toBeNull();
  });
});
