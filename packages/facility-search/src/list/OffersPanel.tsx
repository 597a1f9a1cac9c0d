import {
  type CalendarDate,
  type Campaign,
  type CountryCode,
  calendarDateOfInstant,
  formatLongDate,
  formatPrice,
  type Language,
  lowestPrice,
  type Product,
  type Promotion,
  productOffers,
  promotionMonths,
  safeLinkUrl,
} from '@nordpark/core';
import { useTranslate } from '../messages/TranslateContext';
import { ErrorLine, LoadingLine } from './RemoteState';
import type { Remote } from './useRemote';

export interface OffersPanelProps {
  offers: Remote<Product[]>;
  onRetry(): void;
  campaigns: Campaign[];
  today: CalendarDate;
  country: CountryCode;
  language: Language;
  pageUrl: string;
}

type Translate = ReturnType<typeof useTranslate>;

/** A promotion in words: free or half-price months (DOM-19, DOM-20), or its percentage. */
function promotionText(promotion: Promotion, t: Translate): string | null {
  const months = promotionMonths(promotion);
  if (months) {
    const from = months.startAfterMonths + 1;
    const to = months.startAfterMonths + months.months;
    const free = months.kind === 'free';
    if (months.months === 1)
      return t(free ? 'search.list.offers.freeMonth' : 'search.list.offers.halfMonth', { from });
    return t(free ? 'search.list.offers.freeMonths' : 'search.list.offers.halfMonths', { from, to });
  }
  return promotion.DiscountPercent > 0
    ? t('search.list.offers.discount', { percent: promotion.DiscountPercent })
    : null;
}

/**
 * The offers tab (SRCH-45): the running campaigns, then each product with its price, its
 * current promotions and an announced price change. All server text is rendered as text,
 * and a campaign's link only when its URL is safe.
 */
export function OffersPanel({
  offers,
  onRetry,
  campaigns,
  today,
  country,
  language,
  pageUrl,
}: OffersPanelProps) {
  const t = useTranslate();
  const price = (amount: number) => formatPrice(amount, country, language);
  return (
    <div className="np-offers">
      {campaigns.length > 0 ? (
        <section>
          <h3 className="np-offers__heading">{t('search.list.offers.campaigns')}</h3>
          <ul className="np-offers__campaigns">
            {campaigns.map((campaign) => {
              const href = safeLinkUrl(campaign.Url, pageUrl);
              return (
                <li key={`${campaign.Heading}|${campaign.DateFrom}`}>
                  {href ? <a href={href}>{campaign.Heading}</a> : campaign.Heading}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <section>
        <h3 className="np-offers__heading">{t('search.list.offers.products')}</h3>
        {offers.status === 'error' ? (
          <ErrorLine text={t('search.list.offers.error')} onRetry={onRetry} />
        ) : offers.status !== 'done' ? (
          <LoadingLine text={t('search.list.offers.loading')} />
        ) : offers.value.length === 0 ? (
          <p>{t('search.list.offers.none')}</p>
        ) : (
          <ul className="np-offers__products">
            {productOffers(offers.value, today).map(({ product, promotions, upcomingPriceChange }) => {
              const lowest = lowestPrice([product]);
              const changeDate = upcomingPriceChange
                ? calendarDateOfInstant(upcomingPriceChange.Validity.ValidFrom)
                : null;
              return (
                <li key={product.Id} className="np-offers__product">
                  <h4 className="np-offers__product-name">{product.Text}</h4>
                  {product.Zone ? <p className="np-offers__zone">{product.Zone}</p> : null}
                  {lowest ? (
                    <p className="np-offers__price">
                      {t(
                        lowest.per === 'month' ? 'search.list.offers.perMonth' : 'search.list.offers.perDay',
                        {
                          price: price(lowest.amount),
                        },
                      )}
                    </p>
                  ) : null}
                  {product.ParkingSpaceStatus === 'NOT_AVAILABLE' ? (
                    <p>{t('search.list.offers.full')}</p>
                  ) : null}
                  {promotions.map((promotion) => {
                    const text = promotionText(promotion, t);
                    return text ? (
                      <p key={JSON.stringify(promotion)} className="np-offers__promotion">
                        {text}
                      </p>
                    ) : null;
                  })}
                  {upcomingPriceChange && changeDate ? (
                    <p className="np-offers__price-change">
                      {t('search.list.offers.priceChange', {
                        date: formatLongDate(changeDate, language),
                        price: price(upcomingPriceChange.MonthlyPrice),
                      })}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
