import { availabilityLevel, type Facility, type Translate } from '@nordpark/core';

/** "Name, Street 12: spaces free" — unique per facility, so each marker has its own name. */
export function markerLabel(t: Translate, facility: Facility): string {
  const { Street, Number: number } = facility.Address ?? { Street: '', Number: '' };
  return t('search.map.marker', {
    name: facility.Name,
    address: [Street, number].filter(Boolean).join(' '),
    availability: availabilityText(t, facility),
  });
}

export function availabilityText(t: Translate, facility: Pick<Facility, 'Availability'>): string {
  return t(`search.map.availability.${availabilityLevel(facility.Availability ?? 0)}`);
}
