import { addDays, type DateFieldValue, parseInputDate } from '@nordpark/core';
import { DateField } from '@nordpark/date-field';
import { IslandPending } from '@nordpark/ui/island';
import { Suspense } from 'react';
import { useTranslate } from '../messages/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';
import { DatePlaceholder } from './SearchDate';

/** The longest stay the field offers: a year from its first day (MAX_STAY_DAYS counts both ends). */
const LAST_DAY_OFFSET = 365;

/**
 * The stay's last day beside the search date: the same date field, its range
 * starting at the "from" day and ending a year after it. It waits for a "from" day (disabled,
 * saying so); a new "from" day starts it again from there, keeping a last day still after it.
 * A valid day goes to the store; an invalid entry stays in the field with its error.
 */
export function SearchUntil() {
  const t = useTranslate();
  const { config } = useSearchServices();
  const store = useSearchStoreApi();
  const from = useSearchStore((s) => s.date);
  const until = useSearchStore((s) => s.until);

  const onValue = (value: DateFieldValue) => {
    if (value.error) return;
    const next = value.date === null ? null : parseInputDate(value.date, config.country);
    if (value.date !== null && next === null) return;
    if (next !== store.getState().until) store.getState().setUntil(next);
  };

  const label = t('search.search.untilLabel');
  const props = from
    ? {
        label,
        flexDays: 0,
        startSellingDate: from,
        endDate: addDays(from, LAST_DAY_OFFSET) ?? from,
        month: until ?? from,
        selectedDays: [from],
        ...(until ? { value: until } : {}),
      }
    : { label, flexDays: 0, disabled: true, placeholder: t('search.search.untilFirst') };
  return (
    <div className="np-search-bar__date np-search-bar__until">
      <Suspense
        fallback={
          <IslandPending>
            <DatePlaceholder label={label} />
          </IslandPending>
        }
      >
        {/* A new first day is a new range: the field starts again with the store's last day. */}
        <DateField key={from ?? 'none'} config={config} props={props} setValue={onValue} />
      </Suspense>
    </div>
  );
}
