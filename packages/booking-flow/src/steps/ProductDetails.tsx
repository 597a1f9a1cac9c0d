import { localeTag, type PageConfig, type Product, serverTextToPlain, weekdayNames } from '@nordpark/core';
import { memo } from 'react';
import { longDate, price } from '../format';
import { useBookingTexts } from '../messages/BookingTexts';
import { dayPrice } from '../summary/priceLines';

const PERIOD_PRICES = ['MonthlyPrice', 'QuarterlyPrice', 'HalfYearlyPrice', 'AnnualPrice'] as const;

/**
 * The day prices, one row per run of days with the same price ("Måndag–fredag 255 kr"), each
 * day once: Sunday's own price (SundayPrice) when there is one, else its weekday price.
 */
export function dayPriceRows(product: Product, config: PageConfig): [string, number][] {
  const names = weekdayNames(config.language);
  const tag = localeTag(config.language);
  // A list's labels start with a capital, as every other label does ("Måndag–fredag").
  const label = (text: string) => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  const rows: [string, number][] = [];
  let start = 0;
  for (let day = 0; day < 7; day += 1) {
    const amount = dayPrice(product, day);
    if (day < 6 && dayPrice(product, day + 1) === amount) continue;
    if (amount > 0)
      rows.push([label(start === day ? (names[day] ?? '') : `${names[start]}–${names[day]}`), amount]);
    start = day + 1;
  }
  return rows;
}

/**
 * What a product offers beyond its card: its texts, every price, the extra fee, an upcoming
 * price change. Memoised: choosing a product re-renders the cards, not what they describe
 * (the choice is one click's work on a phone).
 */
export const ProductDetails = memo(function ProductDetails({
  product,
  config,
}: {
  product: Product;
  config: PageConfig;
}) {
  const t = useBookingTexts();
  const periods = PERIOD_PRICES.filter((key) => product[key] > 0).map(
    (key) => [t(`booking.price.${key}`), product[key]] as [string, number],
  );
  const days = product.ProcessType === 'SeasonTicket' ? [] : dayPriceRows(product, config);
  const prices = [...periods, ...days];
  const row = ([label, amount]: [string, number]) => (
    <div key={label}>
      <dt>{label}</dt>
      <dd>{price(amount, config)}</dd>
    </div>
  );
  return (
    <>
      {product.OverviewText && <p>{serverTextToPlain(product.OverviewText)}</p>}
      {product.Description && <p>{serverTextToPlain(product.Description)}</p>}
      {product.Notes && <p className="np-booking__note">{serverTextToPlain(product.Notes)}</p>}
      {days.length > 0 && <p className="np-product__prices-heading">{t('booking.product.dayPrices')}</p>}
      {prices.length > 0 && <dl className="np-booking__prices">{prices.map(row)}</dl>}
      {product.ExtraFee > 0 && (
        <dl className="np-booking__prices np-booking__prices--fee">
          {row([t('booking.price.extraFee'), product.ExtraFee])}
        </dl>
      )}
      {product.UpcomingPriceChange && (
        <p>
          {t('booking.product.priceChange', {
            price: price(product.UpcomingPriceChange.MonthlyPrice, config),
            date: longDate(product.UpcomingPriceChange.Validity.ValidFrom, config),
          })}
        </p>
      )}
    </>
  );
});
