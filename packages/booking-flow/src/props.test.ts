import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { bookingFlowPropsSchema } from './props';

const parse = (input: unknown) => v.safeParse(bookingFlowPropsSchema, input);

describe('the booking flow props', () => {
  test("a booking link's product (string or number), date and until are taken", () => {
    const result = parse({ fId: 'fac-1', product: 42, date: '2026-12-07', until: '2026-12-09' });
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      fId: 'fac-1',
      product: 42,
      date: '2026-12-07',
      until: '2026-12-09',
    });
  });

  test('link values of the wrong type are left out, never a props error', () => {
    const result = parse({ fId: 'fac-1', product: { Id: 'FX' }, date: 20261207, until: ['2026-12-09'] });
    expect(result.success).toBe(true);
    expect(result.output).toEqual({ fId: 'fac-1' });
  });

  test('the confirmation view needs fId and salesOrderId', () => {
    expect(parse({ view: 'confirmation', fId: 'fac-1', salesOrderId: 'SO-1' }).success).toBe(true);
    for (const props of [
      { view: 'confirmation', fId: 'fac-1' },
      { view: 'confirmation', salesOrderId: 'SO-1' },
      { view: 'confirmation', fId: ' ', salesOrderId: 'SO-1' },
    ]) {
      const result = parse(props);
      expect(result.success, JSON.stringify(props)).toBe(false);
      expect(result.issues?.[0]?.message).toBe('is required for the view "confirmation"');
    }
  });

  test('an unknown view is a props error; the flow view needs no order', () => {
    expect(parse({ fId: 'fac-1', view: 'receipt' }).success).toBe(false);
    expect(parse({ fId: 'fac-1', view: 'flow' }).success).toBe(true);
  });
});
