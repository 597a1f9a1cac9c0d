import { describe, expect, test } from 'vitest';
import { stayBookingLink } from './stayBookingLink';

describe('stayBookingLink', () => {
  const stay = { from: '2026-12-11', until: '2026-12-14' };

  test('the booking link of SRCH-46 with the product and the stay', () => {
    expect(stayBookingLink({ bookingflowPage: '/se/boka' }, 'STO012', { productId: 'STO012-P1', stay })).toBe(
      '/se/boka?fId=STO012&t=1&product=STO012-P1&date=2026-12-11&until=2026-12-14',
    );
  });

  test('a page path with a query keeps it; odd ids cannot add parameters', () => {
    expect(
      stayBookingLink({ bookingflowPage: '/boka?lang=sv' }, 'a&b', { productId: 'x&fId=evil#y', stay }),
    ).toBe('/boka?lang=sv&fId=a%26b&t=1&product=x%26fId%3Devil%23y&date=2026-12-11&until=2026-12-14');
  });
});
