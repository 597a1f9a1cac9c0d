import type { DayOfWeek } from '../dateField/dayOfWeek';
import type { AccessDevice, Product } from '../types/facility';

/** What the customer chose that has a price. */
export interface OrderChoices {
  product: Pick<Product, 'ProcessType' | 'WeekdayPrices' | 'SundayPrice' | 'ExtraFee'>;
  /** Units bought (short-term products); 1 for a season ticket or a reserved space. */
  quantity: number;
  /** The pre-booking's day, Monday 0: its weekday price applies. */
  dayOfWeek: DayOfWeek | null;
  /** getflexbookingprice's price for the chosen days. */
  flexPrice: number | null;
  /** The chosen payment option's price (season tickets). */
  optionPrice: number | null;
  accessDevices: readonly Pick<AccessDevice, 'Price'>[];
}

export interface OrderTotal {
  /** The product's own price for all units, or null while it is not known yet. */
  productPrice: number | null;
  devicesPrice: number;
  extraFee: number;
  /** Null while the product's price is not known: a partial total would mislead. */
  total: number | null;
}

/** Rounds to whole cents, so 0.1 + 0.2 never shows as 0.30000000000000004. */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The product's price per unit for the choices: by weekday, by the flex price, or by option. */
function unitPrice({ product, dayOfWeek, flexPrice, optionPrice }: OrderChoices): number | null {
  switch (product.ProcessType) {
    case 'Pre-booking': {
      if (dayOfWeek === null) return null;
      // Sunday has its own price when the server sends one; otherwise the seventh weekday price.
      if (dayOfWeek === 6 && product.SundayPrice > 0) return product.SundayPrice;
      return product.WeekdayPrices[dayOfWeek] ?? null;
    }
    case 'Flexbooking':
      return flexPrice;
    case 'SeasonTicket':
      return optionPrice;
    default:
      return null;
  }
}

/**
 * The order's total in the country's currency: the product's price for every unit, the
 * access devices and the product's extra fee (once per order).
 */
export function orderTotal(choices: OrderChoices): OrderTotal {
  const unit = unitPrice(choices);
  const quantity = Math.max(1, Math.floor(choices.quantity));
  const productPrice = unit === null ? null : cents(unit * quantity);
  const devicesPrice = cents(choices.accessDevices.reduce((sum, device) => sum + device.Price, 0));
  const extraFee = choices.product.ExtraFee > 0 ? choices.product.ExtraFee : 0;
  return {
    productPrice,
    devicesPrice,
    extraFee,
    total: productPrice === null ? null : cents(productPrice + devicesPrice + extraFee),
  };
}
