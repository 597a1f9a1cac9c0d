import type { Facility, PageConfig, Translate } from '@nordpark/core';
import { isCoarsePointer } from '@nordpark/ui/viewport';
import { useId } from 'react';
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
 * The arrival kit: the address with a Directions link (the page config's
 * `directionsUrl`, else a geo: URI on phones and a maps web page elsewhere; only http(s) and
 * geo: links are made), the entry height, indoor or outdoor and heated, the spaces with
 * charging, how to get in with the chosen product, the opening hours and the driving
 * instructions, all as text.
 */
export function ArrivalKit({ facility, choice, t, config, compact = false }: ArrivalKitProps) {
  const id = useId();
  const facts = arrivalFacts(facility, choice, t, config, isCoarsePointer());
  const list = [facts.height, facts.setting, facts.ev].filter(Boolean);
  const longer = (
    <>
      {facts.openingHours && (
        <>
          <h4 className="np-arrival__subheading">{t('booking.arrival.openingHours')}</h4>
          <p className="np-arrival__text">{facts.openingHours}</p>
        </>
      )}
      {facts.instructions && (
        <>
          <h4 className="np-arrival__subheading">{t('booking.arrival.instructions')}</h4>
          <p className="np-arrival__text">{facts.instructions}</p>
        </>
      )}
    </>
  );
  return (
    <section
      className={compact ? 'np-arrival np-arrival--compact' : 'np-arrival np-review__section'}
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className={compact ? 'np-visually-hidden' : 'np-arrival__heading'}>
        {t('booking.arrival.heading')}
      </h3>
      <p className="np-arrival__address">
        {facts.address && <span>{facts.address}</span>}
        {facts.directions && (
          <a
            className="np-arrival__directions"
            href={facts.directions}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('booking.arrival.directions')}
            <span className="np-visually-hidden">: {facility.Name}</span>
          </a>
        )}
      </p>
      {list.length > 0 && (
        <ul className="np-arrival__facts">
          {list.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {facts.access && (
        <>
          <h4 className="np-arrival__subheading">{t('booking.arrival.access')}</h4>
          <p className="np-arrival__text">{facts.access}</p>
        </>
      )}
      {compact && (facts.openingHours || facts.instructions) ? (
        <details className="np-arrival__more">
          <summary>{t('booking.arrival.more')}</summary>
          {longer}
        </details>
      ) : (
        longer
      )}
    </section>
  );
}
