import {
  availabilityLevel,
  type CalendarDate,
  type CountryCode,
  currentCampaigns,
  type Facility,
  facilityAddress,
  formatDistance,
  formatHeight,
  formatPrice,
  type Language,
  type LowestPrice,
} from '@nordpark/core';
import { useTranslate } from '../messages/TranslateContext';
import { serviceLabel } from './serviceLabel';

export interface FacilitySummaryProps {
  facility: Facility;
  country: CountryCode;
  language: Language;
  today: CalendarDate;
  /** The price box (SRCH-20) in the chosen term's unit; null hides it (simple variant, SRCH-17). */
  price: LowestPrice | null;
}

/**
 * What decides, at a glance: address and distance, availability in words (never colour
 * alone), the "from" price as the largest figure, a running campaign, and the facts as chips
 * (indoor or outdoor, heated, height, services). Every server value is rendered as text.
 */
export function FacilitySummary({ facility, country, language, today, price }: FacilitySummaryProps) {
  const t = useTranslate();
  const level = typeof facility.Availability === 'number' ? availabilityLevel(facility.Availability) : null;
  const height = facility.Info?.MaxVehicleHeight ?? 0;
  const campaign = currentCampaigns(facility.Campaigns, today)[0];
  const distance = formatDistance(facility.Address.Distance, language);
  return (
    <>
      <p className="np-facility__address">
        <span>{facilityAddress(facility)}</span>
        {distance ? (
          <span className="np-facility__distance">{t('search.list.distance', { distance })}</span>
        ) : null}
      </p>
      <div className="np-facility__status">
        <div className="np-facility__badges">
          {level ? (
            <span className={`np-badge np-badge--${level}`} data-level={level}>
              {t(`search.list.availability.${level}`)}
            </span>
          ) : null}
          {campaign ? (
            <span className="np-badge np-badge--campaign">
              {t('search.list.campaign')}: {campaign.Heading}
            </span>
          ) : null}
        </div>
        {price ? (
          <PriceBox price={price} currencyOf={facility.Country ?? country} language={language} />
        ) : null}
      </div>
      <ul className="np-facility__facts" aria-label={t('search.list.facts')}>
        <li>{t(facility.Indoor ? 'search.list.indoor' : 'search.list.outdoor')}</li>
        {facility.Info?.Heated ? <li>{t('search.list.heated')}</li> : null}
        {height > 0 ? (
          <li>{t('search.list.maxHeight', { height: formatHeight(height, language) })}</li>
        ) : null}
        {facility.Services.map((service) => (
          <li key={service}>{serviceLabel(t, service)}</li>
        ))}
      </ul>
    </>
  );
}

// Splits the translated sentence around the amount, so the amount can be the largest figure
// while the sentence stays the translator's ("Från 1 445 kr per månad").
const AMOUNT = '\u0000';

function PriceBox({
  price,
  currencyOf,
  language,
}: {
  price: LowestPrice;
  currencyOf: CountryCode;
  language: Language;
}) {
  const t = useTranslate();
  const sentence = t(price.per === 'month' ? 'search.list.priceFromMonth' : 'search.list.priceFromDay', {
    price: AMOUNT,
  });
  const [before = '', after = ''] = sentence.split(AMOUNT);
  return (
    <p className="np-facility__price">
      {before ? <span className="np-facility__price-text">{before.trim()} </span> : null}
      <strong className="np-facility__amount">{formatPrice(price.amount, currencyOf, language)}</strong>
      {after ? <span className="np-facility__price-text"> {after.trim()}</span> : null}
    </p>
  );
}
