import { type Facility, facilityLatLng, type PageConfig } from '@nordpark/core';
import { ArrivalKit as Kit } from '@nordpark/ui/arrival';
import { isCoarsePointer } from '@nordpark/ui/viewport';
import { useBookingTexts } from '../messages/BookingTexts';
import { type ArrivalChoice, arrivalFacts } from './arrivalFacts';

export interface ArrivalKitProps {
  facility: Facility;
  choice: ArrivalChoice;
  config: PageConfig;
  /**
   * In the order summary beside the steps: no heading of its own (it sits under the facility's
   * name), and the longer texts (opening hours, driving instructions) behind a disclosure.
   */
  compact?: boolean;
}

/**
 * The booking's arrival kit: the address with a Directions link (the page config's
 * `directionsUrl`, else a geo: URI on phones and a maps web page elsewhere; only http(s) and
 * geo: links are made), the entry height, indoor or outdoor and heated, the spaces with
 * charging, how to get in with the chosen product, the opening hours and the driving
 * instructions, all as text. The flow works out the facts; @nordpark/ui's kit shows them.
 */
export function ArrivalKit({ facility, choice, config, compact = false }: ArrivalKitProps) {
  const t = useBookingTexts();
  const facts = arrivalFacts(facility, choice, t, config, isCoarsePointer());
  return (
    <Kit
      variant={compact ? 'compact' : 'block'}
      className={compact ? undefined : 'np-review__section'}
      facilityName={facility.Name}
      address={facts.address}
      position={facilityLatLng(facility)}
      directionsTemplate={config.directionsUrl}
      facts={[facts.height, facts.setting, facts.ev].filter(Boolean)}
      access={facts.access}
      openingHours={facts.openingHours}
      instructions={facts.instructions}
      texts={{
        heading: t('booking.arrival.heading'),
        directions: t('booking.arrival.directions'),
        access: t('booking.arrival.access'),
        openingHours: t('booking.arrival.openingHours'),
        instructions: t('booking.arrival.instructions'),
        more: t('booking.arrival.more'),
      }}
    />
  );
}

export default ArrivalKit;
