import {
  availabilityLevel,
  type CalendarDate,
  type CountryCode,
  currentCampaigns,
  type Facility,
  formatDistance,
  formatHeight,
  formatPrice,
  type Language,
  lowestPrice,
} from '@nordpark/core';
import { useTranslate } from '../messages/TranslateContext';

export interface FacilitySummaryProps {
  facility: Facility;
  country: CountryCode;
  language: Language;
  today: CalendarDate;
  /** The advanced variant's price box (SRCH-20); the simple variant has none (SRCH-17). */
  showPrice: boolean;
}

const KNOWN_SERVICES = new Set(['electricChargingPoint', 'disabled']);

/** The address line of a facility: "Street 12, 111 21 Stockholm". */
export function addressOf(facility: Facility): string {
  const { Street, Number: number, PostCode, City } = facility.Address;
  const street = [Street, number].filter(Boolean).join(' ');
  const city = [PostCode, City].filter(Boolean).join(' ');
  return [street, city].filter(Boolean).join(', ');
}

/**
 * What a list item says about a facility at a glance: address and distance, availability in
 * words (never colour alone), indoor or outdoor, heated, services, height, a running campaign
 * and the "from" price. Every server value is rendered as text.
 */
export function FacilitySummary({ facility, country, language, today, showPrice }: FacilitySummaryProps) {
  const t = useTranslate();
  const level = typeof facility.Availability === 'number' ? availabilityLevel(facility.Availability) : null;
  const height = facility.Info?.MaxVehicleHeight ?? 0;
  const price = showPrice ? lowestPrice(facility.Products) : null;
  const campaign = currentCampaigns(facility.Campaigns, today)[0];
  const distance = formatDistance(facility.Address.Distance, language);
  const priceText = price
    ? t(price.per === 'month' ? 'search.list.priceFromMonth' : 'search.list.priceFromDay', {
        price: formatPrice(price.amount, facility.Country ?? country, language),
      })
    : null;
  return (
    <>
      <p className="np-facility__address">
        {addressOf(facility)}
        {distance ? (
          <span className="np-facility__distance">{t('search.list.distance', { distance })}</span>
        ) : null}
      </p>
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
      <ul className="np-facility__facts" aria-label={t('search.list.facts')}>
        <li>{t(facility.Indoor ? 'search.list.indoor' : 'search.list.outdoor')}</li>
        {facility.Info?.Heated ? <li>{t('search.list.heated')}</li> : null}
        {height > 0 ? (
          <li>{t('search.list.maxHeight', { height: formatHeight(height, language) })}</li>
        ) : null}
        {facility.Services.map((service) => (
          <li key={service}>{KNOWN_SERVICES.has(service) ? t(`search.list.service.${service}`) : service}</li>
        ))}
      </ul>
      {priceText ? <p className="np-facility__price">{priceText}</p> : null}
    </>
  );
}
