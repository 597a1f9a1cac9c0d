import { useBookingTexts } from '../messages/BookingTexts';
import type { PriceSummary } from './priceLines';

/**
 * The order's amounts, one line each (what, for which period or unit, how much), the total
 * as their sum, the product's promotions, and why the total is not known yet when it is not.
 */
export function PriceBreakdown({ summary }: { summary: PriceSummary }) {
  const t = useBookingTexts();
  const totalLabel = t('booking.summary.total');
  const promotionsLabel = t('booking.summary.promotions');
  const promotionNote = t('booking.summary.promotionNote');
  return (
    <div className="np-price">
      <dl className="np-price__lines">
        {summary.lines.map((line) => (
          <div key={line.id} className="np-price__line">
            <dt>
              <span className="np-price__label">{line.label}</span>
              {line.detail && <span className="np-price__detail">{line.detail}</span>}
            </dt>
            <dd className="np-price__amount">{line.text}</dd>
          </div>
        ))}
        {summary.total !== null && (
          <div className="np-price__line np-price__line--total">
            <dt>{totalLabel}</dt>
            <dd className="np-price__amount">{summary.totalText}</dd>
          </div>
        )}
      </dl>
      {summary.pending && <p className="np-price__pending">{summary.pending}</p>}
      {summary.promotions.length > 0 && (
        <div className="np-price__promotions">
          <p className="np-badge np-badge--offer">{promotionsLabel}</p>
          <ul>
            {summary.promotions.map((promotion) => (
              <li key={promotion.key}>{promotion.text}</li>
            ))}
          </ul>
          <p className="np-price__note">{promotionNote}</p>
        </div>
      )}
    </div>
  );
}
