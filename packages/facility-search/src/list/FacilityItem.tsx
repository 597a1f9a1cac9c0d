import {
  availabilityLevel,
  type CalendarDate,
  canBookOnline,
  chosenTerm,
  type Facility,
  lowestPrice,
  safeLinkUrl,
} from '@nordpark/core';
import { preloadable } from '@nordpark/ui/island';
import { memo, type Ref, Suspense, useId, useState } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { StayPriceLine } from '../stay/StayPriceLine';
import { bookingHref } from '../stay/stayBooking';
import { useSearchStore } from '../store/SearchStoreContext';
import { FitLine } from '../vehicle/FitLine';
import { DetailsPlaceholder } from './DetailsPlaceholder';
import { FacilityDescription } from './FacilityDescription';
import type { DetailsTab } from './FacilityDetails';
import { FacilitySummary } from './FacilitySummary';
import { useItemSelection } from './useItemSelection';
import { WaitingList } from './WaitingList';

// The tabs (and DOMPurify behind the price list) load when a visitor reaches for "Show
// details" (pointer or focus on the button) or, at the latest, first expands an item.
const details = preloadable(() => import('./FacilityDetails').then((module) => module.FacilityDetails));
const FacilityDetails = details.Component;
const preloadDetails = () => void details.preload();

export interface FacilityItemProps {
  facility: Facility;
  today: CalendarDate;
  /** Where show-more sends the focus: the item's name. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Stories: start expanded on this tab. */
  initialTab?: DetailsTab;
}

/**
 * One facility of the list: its summary, description, links and waiting list, and in the
 * advanced variant a disclosure that expands it into the three tabs (SRCH-21, SRCH-42).
 * "Show on map" selects it and puts focus on its marker; a selection made on the map scrolls it
 * into view.
 */
/** Memoised: a show-more renders only the new items; a selection only the items it concerns. */
export const FacilityItem = memo(function FacilityItem({
  facility,
  today,
  headingRef,
  initialTab,
}: FacilityItemProps) {
  const t = useTranslate();
  const { config } = useSearchServices();
  // Each item watches its own selection: a selection re-renders the two items it concerns,
  // not the list.
  const selected = useSearchStore((s) => s.selectedUid === facility.Uid);
  const variant = useSearchStore((s) => s.variant);
  const country = useSearchStore((s) => s.country);
  const language = useSearchStore((s) => s.language);
  const term = useSearchStore((s) => chosenTerm(s.filters));
  const bookHref = useSearchStore((s) => bookingHref(s, config, facility.Uid));
  const [expanded, setExpanded] = useState(initialTab !== undefined);
  const [waitingOpen, setWaitingOpen] = useState(false);
  const id = useId();
  const advanced = variant === 'advanced';
  const pageUrl = window.location.href;
  const facilityUrl = safeLinkUrl(facility.Url, pageUrl);
  // A full facility offers its waiting list (or to be told of a free space), never a Book
  // button that leads to nothing to choose.
  const full =
    typeof facility.Availability === 'number' && availabilityLevel(facility.Availability) === 'full';
  const bookable = canBookOnline(facility) && !full;
  const waitingLabel = t(
    facility.HasWaitingList ? 'search.list.full.waitingList' : 'search.list.full.notify',
  );
  const offersWaiting = full || facility.HasWaitingList;

  const { item, selectHere, toggleMap } = useItemSelection(facility.Uid, selected);

  const select = useSearchStore((s) => s.select);
  const toggleDetails = () => {
    if (!expanded) selectHere(select);
    setExpanded(!expanded);
  };

  return (
    <li
      ref={item}
      className={`np-facility${selected ? ' np-facility--selected' : ''}`}
      data-uid={facility.Uid}
    >
      <article className="np-facility__card" aria-labelledby={`${id}-name`}>
        <h2 id={`${id}-name`} ref={headingRef} className="np-facility__name" tabIndex={-1}>
          {facility.Name}
        </h2>
        <FacilitySummary
          facility={facility}
          country={country}
          language={language}
          today={today}
          price={advanced ? lowestPrice(facility.Products, term) : null}
        />
        <StayPriceLine uid={facility.Uid} language={language} />
        <FitLine facility={facility} language={language} />
        <FacilityDescription text={facility.Preamble} />
        <div className="np-facility__actions">
          {bookable ? (
            <a className="np-button np-button--primary np-facility__primary" href={bookHref}>
              {t('search.list.book')}
              <span className="np-visually-hidden">: {facility.Name}</span>
            </a>
          ) : null}
          {offersWaiting ? (
            <button
              type="button"
              className={`np-button${bookable ? '' : ' np-button--primary np-facility__primary'}`}
              aria-expanded={waitingOpen}
              aria-controls={waitingOpen ? `${id}-waiting` : undefined}
              onClick={() => setWaitingOpen(!waitingOpen)}
            >
              {waitingLabel}
              <span className="np-visually-hidden">: {facility.Name}</span>
            </button>
          ) : null}
          <div className="np-facility__more">
            <button type="button" className="np-button" aria-pressed={selected} onClick={toggleMap}>
              {t('search.list.showOnMap')}
              <span className="np-visually-hidden">: {facility.Name}</span>
            </button>
            {advanced ? (
              <DetailsToggle
                expanded={expanded}
                controls={`${id}-details`}
                name={facility.Name}
                onToggle={toggleDetails}
              />
            ) : null}
            {facilityUrl ? (
              <a className="np-facility__link" href={facilityUrl}>
                {t('search.list.facilityLink')}
                <span className="np-visually-hidden">: {facility.Name}</span>
              </a>
            ) : null}
          </div>
        </div>
        {waitingOpen ? <WaitingList id={`${id}-waiting`} facility={facility} pageUrl={pageUrl} /> : null}
        {advanced && expanded ? (
          <Suspense fallback={<DetailsPlaceholder id={`${id}-details`} />}>
            <FacilityDetails
              id={`${id}-details`}
              facility={facility}
              country={country}
              language={language}
              today={today}
              pageUrl={pageUrl}
              initialTab={initialTab ?? 'info'}
            />
          </Suspense>
        ) : null}
      </article>
    </li>
  );
});

/** "Show details" / "Hide details"; reaching it (pointer or focus) starts the tabs' download. */
function DetailsToggle({
  expanded,
  controls,
  name,
  onToggle,
}: {
  expanded: boolean;
  controls: string;
  name: string;
  onToggle(): void;
}) {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="np-button np-facility__toggle"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onToggle}
      onPointerEnter={preloadDetails}
      onFocus={preloadDetails}
    >
      {t(expanded ? 'search.list.details.hide' : 'search.list.details.show')}
      <span className="np-visually-hidden">: {name}</span>
    </button>
  );
}
