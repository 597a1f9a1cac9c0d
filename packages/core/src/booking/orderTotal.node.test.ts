import { describe, expect, test } from 'vitest';
import { type OrderChoices, orderTotal } from './orderTotal';

const base: OrderChoices = {
  product: {
    ProcessType: 'Pre-booking',
    WeekdayPrices: [100, 100, 100, 100, 100, 80, 70],
    SundayPrice: 0,
    ExtraFee: 0,
  },
  quantity: 1,
  dayOfWeek: null,
  flexPrice: null,
  optionPrice: null,
  accessDevices: [],
};

describe('orderTotal', () => {
  test('pre-booking: the weekday price of the day, times the units; Sunday price when sent', () => {
    expect(orderTotal({ ...base, dayOfWeek: 5, quantity: 2 }).total).toBe(160);
    expect(orderTotal({ ...base, dayOfWeek: 6 }).total).toBe(70);
    const sunday = { ...base.product, SundayPrice: 60 };
    expect(orderTotal({ ...base, product: sunday, dayOfWeek: 6 }).total).toBe(60);
  });

  test('flex booking uses the flex price; a season ticket the option price', () => {
    const flex = { ...base.product, ProcessType: 'Flexbooking' as const };
    expect(orderTotal({ ...base, product: flex, flexPrice: 300 }).total).toBe(300);
    const season = { ...base.product, ProcessType: 'SeasonTicket' as const };
    expect(orderTotal({ ...base, product: season, optionPrice: 2605 }).total).toBe(2605);
  });

  test('access devices and the extra fee are added once; cents are kept exact', () => {
    const product = { ...base.product, ExtraFee: 0.2 };
    const total = orderTotal({
      ...base,
      product,
      dayOfWeek: 0,
      accessDevices: [{ Price: 0.1 }, { Price: 45 }],
    });
    expect(total).toEqual({ productPrice: 100, devicesPrice: 45.1, extraFee: 0.2, total: 145.3 });
  });

  test('no total while the product price is unknown', () => {
    expect(orderTotal(base).total).toBeNull();
    const flex = { ...base.product, ProcessType: 'Flexbooking' as const };
    expect(orderTotal({ ...base, product: flex }).total).toBeNull();
  });
});
