import { directionsUrl } from '@nordpark/core';
import { type ReactNode, useId } from 'react';
import { isCoarsePointer } from '../viewport/coarsePointer';

/** The kit's words in the page's language: each island gives its own (the page may override them). */
export interface ArrivalKitTexts {
  heading: string;
  /** The Directions link's text; the facility's name follows it for screen readers. */
  directions: string;
  /** The heading over how to get in. */
  access: string;
  /** Headings over the longer texts; needed only when those are given. */
  openingHours?: string | undefined;
  instructions?: string | undefined;
  /** The compact kit's disclosure over the longer texts. */
  more?: string | undefined;
}

export interface ArrivalKitProps {
  facilityName: string;
  address: string;
  /** Where the Directions link leads; null (coordinates not known) makes no link. */
  position: { lat: number; lng: number } | null;
  /** The page config's `directionsUrl` template; empty for a geo: URI on phones, a maps page elsewhere. */
  directionsTemplate?: string | undefined;
  /** Short facts shown as tags: the entry height, indoor or outdoor, charging. */
  facts?: readonly string[] | undefined;
  /** How to get in: one sentence, or a list of the ways there are. */
  access?: string | readonly string[] | undefined;
  openingHours?: string | undefined;
  instructions?: string | undefined;
  texts: ArrivalKitTexts;
  /**
   * `section`: one section of a facility's details (the search's info tab), under a heading of
   * those details' look (`headingClassName`), its Directions link a button.
   * `block`: a region of its own (the booking's review and confirmation).
   * `compact`: a region under the facility's name (the booking's summary): its heading for
   * screen readers only, the longer texts behind a disclosure.
   */
  variant: 'section' | 'block' | 'compact';
  /** More classes for the section, for the place it sits in. */
  className?: string | undefined;
  headingClassName?: string | undefined;
}

const VARIANT_CLASS = {
  section: 'np-arrival np-arrival--section',
  block: 'np-arrival np-arrival--block',
  compact: 'np-arrival np-arrival--block np-arrival--compact',
} as const;

/**
 * The arrival kit: where the entrance is, with a Directions link (core's `directionsUrl`: the
 * page's template, else a geo: URI on phones and a maps web page elsewhere; only an http(s) or
 * geo: link is ever made), a few facts, how to get in, and the opening hours and driving
 * instructions, all as text. The island works out the facts and gives the texts; this is how
 * they look, the same in every island.
 */
export function ArrivalKit({
  facilityName,
  address,
  position,
  directionsTemplate,
  facts = [],
  access,
  openingHours,
  instructions,
  texts,
  variant,
  className,
  headingClassName,
}: ArrivalKitProps) {
  const id = useId();
  const compact = variant === 'compact';
  const href = position
    ? directionsUrl({ ...position, address }, { template: directionsTemplate, phone: isCoarsePointer() })
    : null;
  const longer = (
    <>
      {openingHours ? <LongText heading={texts.openingHours}>{openingHours}</LongText> : null}
      {instructions ? <LongText heading={texts.instructions}>{instructions}</LongText> : null}
    </>
  );
  return (
    <section
      className={className ? `${VARIANT_CLASS[variant]} ${className}` : VARIANT_CLASS[variant]}
      // A block is a region of its own; a section of a facility's details is not (several
      // facilities' details may be open at once, each with its arrival section).
      aria-labelledby={variant === 'section' ? undefined : `${id}-heading`}
    >
      <h3
        id={`${id}-heading`}
        className={headingClassName ?? (compact ? 'np-visually-hidden' : 'np-arrival__heading')}
      >
        {texts.heading}
      </h3>
      <p className="np-arrival__address">
        {address ? <span>{address}</span> : null}
        {href ? (
          <a
            className={variant === 'section' ? 'np-button np-arrival__directions' : 'np-arrival__directions'}
            href={href}
            target="_blank"
            rel="noopener noreferrer"
          >
            {texts.directions}
            <span className="np-visually-hidden">: {facilityName}</span>
          </a>
        ) : null}
      </p>
      {facts.length > 0 ? (
        <ul className="np-arrival__facts">
          {facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {access && access.length > 0 ? (
        <>
          <h4 className="np-arrival__subheading">{texts.access}</h4>
          {typeof access === 'string' ? (
            <p className="np-arrival__text">{access}</p>
          ) : (
            <ul className="np-arrival__access">
              {access.map((way) => (
                <li key={way}>{way}</li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {compact && (openingHours || instructions) ? (
        <details className="np-arrival__more">
          <summary>{texts.more}</summary>
          {longer}
        </details>
      ) : (
        longer
      )}
    </section>
  );
}

function LongText({ heading, children }: { heading: string | undefined; children: ReactNode }) {
  return (
    <>
      <h4 className="np-arrival__subheading">{heading}</h4>
      <p className="np-arrival__text">{children}</p>
    </>
  );
}
