import { type Facility, todayIn } from '@nordpark/core';
import { afterNextPaint, scrollIntoViewAfterPaint } from '@nordpark/ui/schedule';
import { useEffect, useRef } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchStore } from '../store/SearchStoreContext';
import type { DetailsTab } from './FacilityDetails';
import { FacilityItem } from './FacilityItem';

export interface ResultsListProps {
  /** The facilities shown now: 10 first, 10 more per show-more (SRCH-39, SRCH-40). */
  facilities: Facility[];
  /** How many match the filters in all. */
  total: number;
  /** Stories: the first item starts expanded on this tab. */
  initialTab?: DetailsTab;
  /**
   * What the list shows is about to change: a show-more's or a filter's items still on their
   * way to the screen, or the price order waiting for prices (the order shown holds till then).
   */
  busy?: boolean;
}

/**
 * The list of results and its show-more button. After show-more the focus moves to the first
 * new item's name, so a keyboard user goes on reading where the new items start instead of
 * staying on a button that may vanish once everything is shown.
 */
export function ResultsList({ facilities, total, initialTab, busy = false }: ResultsListProps) {
  const t = useTranslate();
  const showMore = useSearchStore((s) => s.showMore);
  const country = useSearchStore((s) => s.country);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  // One ref callback per facility, the same on every render, so a show-more renders only the
  // new items (FacilityItem is memoised and a fresh callback would count as a new prop).
  const headingRefs = useRef(new Map<string, (element: HTMLHeadingElement | null) => void>());
  const headingRefOf = (uid: string) => {
    let callback = headingRefs.current.get(uid);
    if (!callback) {
      callback = (element) => {
        if (element) headings.current.set(uid, element);
        else headings.current.delete(uid);
      };
      headingRefs.current.set(uid, callback);
    }
    return callback;
  };
  // The index of the first new item while show-more's answer is on its way to the screen.
  const focusIndex = useRef<number | null>(null);
  const today = todayIn(country);
  const listElement = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const index = focusIndex.current;
    const first = index === null ? undefined : facilities[index];
    if (!first) return;
    focusIndex.current = null;
    // The focus moves at once but without scrolling, which would force a full layout in the
    // task that rendered the new items; the item is brought into view, if it is
    // not already, after the next paint.
    const heading = headings.current.get(first.Uid);
    heading?.focus({ preventScroll: true });
    scrollIntoViewAfterPaint(heading);
  }, [facilities]);

  // A show-more waits for the click's own frame (the button's pressed look) to be painted:
  // rendering ten new items, however sliced, could otherwise finish within that frame and
  // hold it back, and the click would wait for its frame. Cancelled when the list goes away,
  // so a new search never receives the old list's click.
  const pendingMore = useRef(new Set<() => void>());
  useEffect(() => {
    const pending = pendingMore.current;
    return () => {
      for (const cancel of pending) cancel();
      pending.clear();
    };
  }, []);
  const more = () => {
    focusIndex.current ??= facilities.length;
    const cancel = afterNextPaint(() => {
      pendingMore.current.delete(cancel);
      showMore();
    });
    pendingMore.current.add(cancel);
  };

  return (
    <div className="np-results" aria-busy={busy || undefined}>
      <ol ref={listElement} className="np-results__list">
        {facilities.map((facility, index) => (
          <FacilityItem
            key={facility.Uid}
            facility={facility}
            today={today}
            {...(index === 0 && initialTab ? { initialTab } : {})}
            headingRef={headingRefOf(facility.Uid)}
          />
        ))}
      </ol>
      <p className="np-results__count">{t('search.list.shownCount', { shown: facilities.length, total })}</p>
      {facilities.length < total ? (
        <button type="button" className="np-button np-results__more" onClick={more}>
          {t('search.list.showMore')}
        </button>
      ) : null}
    </div>
  );
}
