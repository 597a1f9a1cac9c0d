import { formatMoney, formatStayRange, type Language, type StayPrice } from '@nordpark/core';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import type { StayPriceEntry } from '../store/searchState';
import { selectStay } from '../store/selectors';

type Included = NonNullable<StayPrice['cheapest']>;

/** An option's amount as the language writes it ("765 kr", "36,30 €"): minor units back to major. */
export function stayAmount(option: Pick<Included, 'totalMinor' | 'currency'>, language: Language): string {
  return formatMoney(option.totalMinor / 100, option.currency, language);
}

// Splits a translated text around the amount, so the amount can be the strongest figure while
// the words stay the translator's ("från 765 kr", "alkaen 765 €").
const AMOUNT = '\u0000';

export interface StayPriceLineProps {
  uid: string;
  language: Language;
  /** The info window's narrower form: the same words, a smaller amount. */
  compact?: boolean;
}

/**
 * A facility's price for the visitor's stay: "Din vistelse (12–15 dec.): från
 * 765 kr — Förbokad parkering", the other options and the products left out (with why) behind
 * a disclosure, or while its products load, that it is on its way; a failed call says the price
 * is not available, for this facility only. Nothing without a stay.
 */
export function StayPriceLine({ uid, language, compact = false }: StayPriceLineProps) {
  const t = useTranslate();
  const stay = useSearchStore(selectStay);
  const entry = useSearchStore((s) => s.stayPrices[uid]);
  if (!stay || !entry) return null;
  const label = t('search.stay.label', { dates: formatStayRange(stay, language) });
  const className = `np-stay${compact ? ' np-stay--compact' : ''}`;
  if (entry.status !== 'done') {
    return (
      <p className={`${className} np-stay--${entry.status}`}>
        <span className="np-stay__label">{label}: </span>
        {t(entry.status === 'loading' ? 'search.stay.loading' : 'search.stay.failed')}
      </p>
    );
  }
  return <PricedStay className={className} label={label} entry={entry} language={language} />;
}

function PricedStay({
  className,
  label,
  entry,
  language,
}: {
  className: string;
  label: string;
  entry: Extract<StayPriceEntry, { status: 'done' }>;
  language: Language;
}) {
  const t = useTranslate();
  const { cheapest, alternatives, excluded } = entry.price;
  const others = alternatives.length + excluded.length;
  const [before = '', after = ''] = t('search.stay.from', { price: AMOUNT }).split(AMOUNT);
  return (
    <div className={`${className} np-stay--${cheapest ? 'priced' : 'none'}`}>
      <p className="np-stay__line">
        <span className="np-stay__label">{label}: </span>
        {cheapest ? (
          <>
            <span className="np-stay__price">
              {before}
              <strong className="np-stay__amount">{stayAmount(cheapest, language)}</strong>
              {after}
            </span>
            <span className="np-stay__product"> — {cheapest.product.Text}</span>
            {cheapest.discountMinor > 0 ? (
              <span className="np-stay__discount">
                {' '}
                (
                {t('search.stay.discount', {
                  price: stayAmount(
                    { totalMinor: cheapest.discountMinor, currency: cheapest.currency },
                    language,
                  ),
                })}
                )
              </span>
            ) : null}
          </>
        ) : (
          t('search.stay.none')
        )}
      </p>
      {others > 0 ? (
        <details className="np-stay__more">
          <summary>{t('search.stay.options', { count: others })}</summary>
          <ul className="np-stay__options">
            {alternatives.map((option) => (
              <li key={option.product.Id}>
                {t('search.stay.alternative', {
                  product: option.product.Text,
                  price: stayAmount(option, language),
                })}
              </li>
            ))}
            {excluded.map((option) => (
              <li key={option.product.Id} className="np-stay__excluded">
                {t('search.stay.excluded', {
                  product: option.product.Text,
                  reason: t(`search.stay.reason.${option.reason}`),
                })}
              </li>
            ))}
          </ul>
          <p className="np-stay__note">{t('search.stay.note')}</p>
        </details>
      ) : null}
    </div>
  );
}
