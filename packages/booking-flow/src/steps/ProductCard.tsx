import { maxOrderQuantity, type PageConfig, type Product, type Translate } from '@nordpark/core';
import { memo, useState } from 'react';
import { describedBy } from '../fields';
import { price } from '../format';
import { useBookingTexts } from '../messages/BookingTexts';
import { type ProductStatus, statusText } from '../productStatus';
import { promotionKey, promotionText } from '../promotionText';
import { dayPrice } from '../summary/priceLines';
import { ProductDetails } from './ProductDetails';

const PERIODS = [
  ['MonthlyPrice', 'Monthly'],
  ['QuarterlyPrice', 'Quarterly'],
  ['HalfYearlyPrice', 'HalfYearly'],
  ['AnnualPrice', 'Yearly'],
] as const;

/** The price a card leads with: a season ticket's shortest period, a short stay's cheapest day. */
export function headlinePrice(
  product: Product,
  t: Translate,
  config: PageConfig,
): { amount: string; unit: string } | null {
  if (product.ProcessType === 'SeasonTicket') {
    const period = PERIODS.find(([key]) => product[key] > 0);
    return period
      ? { amount: price(product[period[0]], config), unit: t(`booking.period.${period[1]}`) }
      : null;
  }
  const days = Array.from({ length: 7 }, (_, day) => dayPrice(product, day)).filter((amount) => amount > 0);
  if (days.length === 0) return null;
  const lowest = Math.min(...days);
  const amount = price(lowest, config);
  return {
    amount: days.some((day) => day !== lowest) ? t('booking.product.from', { price: amount }) : amount,
    unit: t('booking.unit.day'),
  };
}

export interface ProductCardProps {
  product: Product;
  status: ProductStatus;
  checked: boolean;
  /** The radio group's name. */
  name: string;
  /** The step's error, tied to every radio. */
  error: string | undefined;
  errorId: string;
  /** The facility's waiting list, offered on a fully booked product. */
  waitingList: string | null;
  id: string;
  config: PageConfig;
  /** Called with the card's product id. */
  onChoose(productId: string): void;
}

/**
 * One product as a card: a radio named by the product and its type, the price it leads with
 * and its unit, whether it can be booked (in words, with the waiting list when it is full),
 * its offers, and its details behind a disclosure. The whole card chooses it. Memoised: a
 * choice re-renders only the cards whose radio changed.
 */
export const ProductCard = memo(function ProductCard({
  product,
  status,
  checked,
  name,
  error,
  errorId,
  waitingList,
  id,
  config,
  onChoose,
}: ProductCardProps) {
  const t = useBookingTexts();
  const [open, setOpen] = useState(false);
  const bookable = status.kind === 'available';
  const headline = headlinePrice(product, t, config);
  const left = maxOrderQuantity(product);
  const tone = status.kind === 'available' ? status.level : status.kind === 'full' ? 'full' : 'closed';
  return (
    <div
      className={`np-product${checked ? ' np-product--checked' : ''}${bookable ? '' : ' np-product--disabled'}`}
    >
      <input
        type="radio"
        className="np-product__radio"
        id={`${id}-radio`}
        name={name}
        value={product.Id}
        checked={checked}
        disabled={!bookable}
        onChange={() => onChoose(product.Id)}
        {...describedBy(errorId, error, `${id}-status${headline ? ` ${id}-price` : ''}`)}
      />
      <label htmlFor={`${id}-radio`} className="np-product__label">
        <span className="np-product__name">{product.Text}</span>
        <span className="np-product__type">{t(`booking.type.${product.Type}`)}</span>
      </label>
      {headline && (
        <p id={`${id}-price`} className="np-product__price">
          <span className="np-product__amount">{headline.amount}</span>{' '}
          <span className="np-product__unit">{headline.unit}</span>
        </p>
      )}
      <div className="np-product__meta">
        <p id={`${id}-status`} className={`np-status np-status--${tone}`}>
          {statusText(status, t, config)}
        </p>
        {bookable && left > 1 && (
          <p className="np-product__limit">{t('booking.product.maxSales', { count: left })}</p>
        )}
        {product.Promotions.map((promotion) => (
          <p key={promotionKey(promotion)} className="np-badge np-badge--offer">
            {promotionText(promotion, t)}
          </p>
        ))}
      </div>
      <div className="np-product__actions">
        {status.kind === 'full' && waitingList && (
          <a className="np-product__link" href={waitingList}>
            {t('booking.waitingList')}
          </a>
        )}
        <button
          type="button"
          className="np-product__toggle"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          aria-label={t('booking.product.detailsFor', { product: product.Text })}
          onClick={() => setOpen(!open)}
        >
          {t('booking.product.details')}
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div id={`${id}-details`} className="np-product__details" hidden={!open}>
        <ProductDetails product={product} config={config} />
      </div>
    </div>
  );
});
