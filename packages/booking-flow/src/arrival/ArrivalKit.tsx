import type { Facility, PageConfig, Translate } from '@nordpark/core';
import { ArrivalKit as SharedArrivalKit } from '@nordpark/ui/arrival';
import { isCoarsePointer } from '@nordpark/ui/viewport';
import { type ArrivalChoice, arrivalFacts } from './arrivalFacts';

export interface ArrivalKitProps {
  facility: Facility;
  choice: ArrivalChoice;
  t: Translate;
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
 * instructions, all as text. Its look is @nordpark/ui's.
 */
export function ArrivalKit({ facility, choice, t, config, compact = false }: ArrivalKitProps) {
  const facts = arrivalFacts(facility, choice, t, config, isCoarsePointer());
  return (
    <SharedArrivalKit
      variant={compact ? 'compact' : 'block'}
      className={compact ? undefined : 'np-review__section'}
      facilityName={facility.Name}
      address={facts.address}
      directions={facts.directions}
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
