import { type DateFieldValue, parseInputDate } from '@nordpark/core';
import { DateField } from '@nordpark/date-field';
import { useTranslate } from '../i18n/TranslateContext';
import { useSearchServices } from '../services/SearchServicesContext';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';

/**
 * The advanced variant's search date beside the place box (SRCH-18, SRCH-23): the shared
 * date field from today (no flex days: a search may be for today) up to its one-year default
 * end (§9). A valid day goes to the store as a calendar date; an invalid entry stays in the
 * field with its error and changes nothing.
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

  return (
    <div className="np-search-bar__date">
      <DateField
        config={config}
        props={{ label: t('search.search.dateLabel'), flexDays: 0, ...(date ? { value: date } : {}) }}
        setValue={onValue}
      />
    </div>
  );
}
