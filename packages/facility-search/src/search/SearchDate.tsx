import { type DateFieldValue, parseInputDate } from '@nordpark/core';
import { DateField } from '@nordpark/date-field';
import { IslandPending } from '@nordpark/ui/island';
import { Suspense } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';

/**
 * The advanced variant's search date beside the place box (SRCH-18, SRCH-23): the shared
 * date field from today (no flex days: a search may be for today) up to its one-year default
 * end (§9). A valid day goes to the store as a calendar date; an invalid entry stays in the
 * field with its error and changes nothing. The field waits for its texts (a chunk of their
 * own, once per page): part of the island's first view, so under the runtime the island stays
 * loading; elsewhere a placeholder of its size keeps the bar from moving.
 */
export function SearchDate() {
  const t = useTranslate();
  const { config } = useSearchServices();
  const store = useSearchStoreApi();
  const date = useSearchStore((s) => s.date);

  const onValue = (value: DateFieldValue) => {
    if (value.error) return;
    const next = value.date === null ? null : parseInputDate(value.date, config.country);
    if (value.date !== null && next === null) return;
    if (next !== store.getState().date) store.getState().setDate(next);
  };

  const label = t('search.search.dateLabel');
  return (
    <div className="np-search-bar__date">
      <Suspense
        fallback={
          <IslandPending>
            <DatePlaceholder label={label} />
          </IslandPending>
        }
      >
        <DateField
          config={config}
          props={{ label, flexDays: 0, ...(date ? { value: date } : {}) }}
          setValue={onValue}
        />
      </Suspense>
    </div>
  );
}

/** The date field's label and input box, inert, for the moment its texts take to arrive. */
export function DatePlaceholder({ label }: { label: string }) {
  return (
    <div className="np-date-field" aria-hidden="true" aria-busy="true">
      <span className="np-date-field__label">{label}</span>
      <div className="np-date-field__control">
        <div className="np-date-field__input" />
      </div>
    </div>
  );
}
