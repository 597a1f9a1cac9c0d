import { dayOfWeek, type PageConfig, type Product, type Translate } from '@nordpark/core';
import { money, price } from '../format';
import { promotionKey, promotionText } from '../promotionText';
import {
  chosenDevices,
  chosenPaymentOption,
  type PriceState,
  selectedProduct,
  totalOf,
} from '../store/selectors';

/** One amount of the order, as the summary lists it. */
export interface PriceLine {
  id: string;
  label: string;
  /** What the amount is for: the unit price and its period, the days, or why a device is there. */
  detail: string | null;
  /** Null while it is not known (no day, no payment period chosen yet). */
  amount: number | null;
  /** The amount in the page's words: a price, "Included" for a free device, or a dash. */
  text: string;
}

export interface PriceSummary {
  lines: PriceLine[];
  /** Promotions of the product, in words: they lower later periods, not this total. */
  promotions: { key: string; text: string }[];
  total: number | null;
  totalText: string;
  /** Why the total is not known yet; null once it is. */
  pending: string | null;
}

const DASH = '–';

/** The period a payment option's price covers ("per månad"), or its own text for one we do not know. */
function periodOf(id: string, t: Translate): string | null {
  const key = `booking.period.${id}`;
  const text = t(key);
  return text === key ? null : text;
}

/** The price of one pre-booked day, as orderTotal takes it (Sunday's own price when there is one). */
export function dayPrice(product: Pick<Product, 'WeekdayPrices' | 'SundayPrice'>, day: number): number {
  if (day === 6 && product.SundayPrice > 0) return product.SundayPrice;
  return product.WeekdayPrices[day] ?? 0;
}

/** The product's own line: its price for the chosen units, with the unit and its period said. */
function productLine(state: PriceState, product: Product, t: Translate, config: PageConfig): PriceLine {
  const total = totalOf(state);
  const amount = total?.productPrice ?? null;
  const units = Math.max(1, Math.floor(state.quantity));
  const times = (unit: string) =>
    units > 1 ? t('booking.summary.times', { count: units, price: unit }) : unit;
  let detail: string | null = null;
  let text = amount === null ? DASH : price(amount, config);
  if (product.ProcessType === 'SeasonTicket') {
    const option = chosenPaymentOption(state);
    if (option) {
      const period = periodOf(option.id, t) ?? option.text;
      detail = times(`${money(option.optionPrice, option.currency, config)} ${period}`);
      if (amount !== null) text = money(amount, option.currency, config);
    } else if (product.MonthlyPrice > 0) {
      detail = `${price(product.MonthlyPrice, config)} ${t('booking.period.Monthly')}`;
    }
  } else if (product.ProcessType === 'Pre-booking') {
    const day = state.startDate ? dayOfWeek(state.startDate) : null;
    if (day !== null) detail = times(`${price(dayPrice(product, day), config)} ${t('booking.unit.day')}`);
  } else if (product.ProcessType === 'Flexbooking' && state.flexPrice) {
    const days = t('booking.summary.days', { count: state.flexPrice.Days ?? 1 });
    detail = units > 1 ? `${days} · ${t('booking.summary.spaces', { count: units })}` : days;
  }
  return { id: 'product', label: product.Text, detail, amount, text };
}

/**
 * Every amount of the order on its own line (the product for its period, each access device,
 * the extra fee) and the total, which is their sum: core's orderTotal adds exactly these. A
 * device that costs money says what it costs, even when the product requires it; only a free
 * one reads "Included". Promotions are listed apart: they lower the periods they apply to.
 */
export function priceSummary(state: PriceState, t: Translate, config: PageConfig): PriceSummary | null {
  const product = selectedProduct(state);
  if (!product) return null;
  const total = totalOf(state);
  const lines: PriceLine[] = [productLine(state, product, t, config)];
  for (const device of chosenDevices(state)) {
    lines.push({
      id: `device-${device.Id}`,
      label: device.Text,
      detail: device.Required ? t('booking.devices.required') : null,
      amount: device.Price,
      text: device.Price > 0 ? price(device.Price, config) : t('booking.devices.included'),
    });
  }
  if (product.ExtraFee > 0) {
    lines.push({
      id: 'extraFee',
      label: t('booking.price.extraFee'),
      detail: null,
      amount: product.ExtraFee,
      text: price(product.ExtraFee, config),
    });
  }
  const totalAmount = total?.total ?? null;
  const pending =
    totalAmount !== null
      ? null
      : t(
          product.ProcessType === 'SeasonTicket'
            ? 'booking.summary.pendingOption'
            : 'booking.summary.pendingDates',
        );
  return {
    lines,
    promotions: product.Promotions.map((promotion) => ({
      key: promotionKey(promotion),
      text: promotionText(promotion, t),
    })),
    total: totalAmount,
    totalText: totalAmount === null ? DASH : price(totalAmount, config),
    pending,
  };
}
