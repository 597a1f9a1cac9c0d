import {
  localeTag,
  type PageConfig,
  type Product,
  type Promotion,
  promotionMonths,
  type Translate,
} from '@nordpark/core';
import { longDate, price } from '../format';

const PERIOD_PRICES = [
  'MonthlyPrice',
  'QuarterlyPrice',
  'HalfYearlyPrice',
  'AnnualPrice',
  'SundayPrice',
] as const;

/** Monday-first short weekday names in the page's language (DOM-43's seven prices). */
function weekdayNames(config: PageConfig): string[] {
  const format = new Intl.DateTimeFormat(localeTag(config.language), { weekday: 'short', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, day) => format.format(Date.UTC(2024, 0, 1 + day)));
}

/**
 * A promotion in words: a 100% or 50% one with a start-after delay as free or half-price
 * months (DOM-19, DOM-20), any other as its percentage for its months.
 */
function promotionText(promotion: Promotion, t: Translate): string {
  const months = promotionMonths(promotion);
  if (!months) {
    return t('booking.product.promotion', { percent: promotion.DiscountPercent, months: promotion.Duration });
  }
  const from = months.startAfterMonths + 1;
  const to = months.startAfterMonths + months.months;
  const free = months.kind === 'free';
  if (months.months === 1)
    return t(free ? 'booking.product.freeMonth' : 'booking.product.halfMonth', { from });
  return t(free ? 'booking.product.freeMonths' : 'booking.product.halfMonths', { from, to });
}

/** What a product offers: texts, prices, the extra fee, promotions and an upcoming price change. */
export function ProductDetails({
  product,
  config,
  t,
  id,
}: {
  product: Product;
  config: PageConfig;
  t: Translate;
  id: string;
}) {
  const days = weekdayNames(config);
  const prices = [
    ...PERIOD_PRICES.filter((key) => product[key] > 0).map(
      (key) => [t(`booking.price.${key}`), product[key]] as const,
    ),
    ...product.WeekdayPrices.map((amount, day) => [days[day] ?? '', amount] as const).filter(
      ([, amount]) => amount > 0,
    ),
    ...(product.ExtraFee > 0 ? [[t('booking.price.extraFee'), product.ExtraFee] as const] : []),
  ];
  return (
    <div id={id} className="np-booking__product-details">
      {product.OverviewText && <p>{product.OverviewText}</p>}
      {product.Description && <p>{product.Description}</p>}
      {product.Notes && <p className="np-booking__note">{product.Notes}</p>}
      {prices.length > 0 && (
        <dl className="np-booking__prices">
          {prices.map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{price(amount, config)}</dd>
            </div>
          ))}
        </dl>
      )}
      {product.Promotions.map((promotion) => (
        <p
          key={`${promotion.DiscountPercent}-${promotion.StartAfter}-${promotion.Duration}`}
          className="np-booking__promotion"
        >
          {promotionText(promotion, t)}
        </p>
      ))}
      {product.UpcomingPriceChange && (
        <p>
          {t('booking.product.priceChange', {
            price: price(product.UpcomingPriceChange.MonthlyPrice, config),
            date: longDate(product.UpcomingPriceChange.Validity.ValidFrom, config),
          })}
        </p>
      )}
    </div>
  );
}
