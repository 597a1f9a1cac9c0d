import {
  availabilityLevel,
  type Facility,
  formatDistance,
  type Language,
  type Translate,
} from '@nordpark/core';
import type { MarkerDecoration } from './leaflet/FacilityMarkerLayer';

/**
 * "Name, Street 12, 850 m: spaces free" — unique per facility, so each marker has its own name. With
 * a stay or a vehicle it goes on: ", 765 kr for your stay, cheapest in view, does not
 * fit your vehicle", so what the pin's tag and dimming show is also said.
 */
export function markerLabel(
  t: Translate,
  facility: Facility,
  extras?: { decoration: MarkerDecoration; cheapest: boolean },
  language: Language = 'en',
): string {
  const { Street, Number: number } = facility.Address ?? { Street: '', Number: '' };
  const name = t('search.map.marker', {
    name: facility.Name,
    address: [Street, number].filter(Boolean).join(' '),
    distance: formatDistance(facility.Address?.Distance, language),
    availability: availabilityText(t, facility),
  });
  if (!extras) return name;
  const { decoration, cheapest } = extras;
  return [
    name,
    decoration.amount === null ? null : t('search.map.stay', { price: decoration.amount }),
    cheapest ? t('search.map.cheapest') : null,
    decoration.noFit ? t('search.map.noFit') : null,
    decoration.heightUnknown ? t('search.fit.heightUnknown') : null,
  ]
    .filter(Boolean)
    .join(', ');
}

export function availabilityText(t: Translate, facility: Pick<Facility, 'Availability'>): string {
  return t(`search.map.availability.${availabilityLevel(facility.Availability ?? 0)}`);
}
