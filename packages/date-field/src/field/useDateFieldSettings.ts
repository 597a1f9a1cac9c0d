import {
  type AllowedDates,
  allowedDates,
  type CalendarDate,
  createTranslator,
  type DateFieldContext,
  dateInputFormat,
  defaultFlexDays,
  type PageConfig,
  type Translate,
  todayIn,
} from '@nordpark/core';
import { use, useMemo, useState } from 'react';
import { lastDayOfMonth } from '../calendar/months';
import { loadDateFieldCatalogue } from '../messages/load';
import type { DateFieldProps } from '../props';

/** What the field's props and the page make of its rules, texts and calendar bounds. */
export interface DateFieldSettings {
  t: Translate;
  /** The input format as the visitor reads it (ÅÅÅÅ-MM-DD, PP.KK.VVVV, …). */
  pattern: string;
  today: CalendarDate;
  flexDays: number;
  allowed: AllowedDates;
  /** What core's date-field rules need to judge an entry. */
  ctx: DateFieldContext;
  /** How far the calendar may be paged: the allowed dates, narrowed by fromMonth and toMonth. */
  bounds: { min: CalendarDate; max: CalendarDate | null };
}

/**
 * Reads the field's settings. Suspends until the page language's texts have arrived (a chunk of
 * their own, once per page). "Today" is fixed for the life of the field, so its rules do not
 * shift under the visitor.
 */
export function useDateFieldSettings(
  config: PageConfig,
  props: DateFieldProps,
  todayProp: CalendarDate | undefined,
): DateFieldSettings {
  const { country, language } = config;
  const catalogue = use(loadDateFieldCatalogue(language));
  const t = useMemo(
    () => createTranslator({ [language]: catalogue }, language, config.texts),
    [catalogue, language, config.texts],
  );
  const pattern = t(
    dateInputFormat(country) === 'DD.MM.YYYY' ? 'dateField.pattern.dotted' : 'dateField.pattern.iso',
  );
  const [today] = useState(() => todayProp ?? todayIn(country));
  const flexDays = defaultFlexDays(country, props.flexDays);
  const disabledKey = (props.disabledDays ?? []).join();
  const allowed = useMemo(
    () =>
      allowedDates({
        today,
        country,
        flexDays,
        startSellingDate: props.startSellingDate,
        endDate: props.endDate,
        showAllDates: props.showAllDates,
        disabledDays: disabledKey ? disabledKey.split(',') : [],
      }),
    [today, country, flexDays, props.startSellingDate, props.endDate, props.showAllDates, disabledKey],
  );
  const required = props.required === true;
  const ctx = useMemo(
    () => ({ country, allowed, required, extraClass: props.extraClass, errorText: props.errorText }),
    [country, allowed, required, props.extraClass, props.errorText],
  );
  return { t, pattern, today, flexDays, allowed, ctx, bounds: calendarBounds(allowed, props) };
}

/** fromMonth and toMonth stop the calendar's navigation, on top of the allowed dates. */
function calendarBounds(allowed: AllowedDates, props: DateFieldProps): DateFieldSettings['bounds'] {
  const fromMonthStart = props.fromMonth ? `${props.fromMonth.slice(0, 8)}01` : null;
  const min = fromMonthStart !== null && fromMonthStart > allowed.first ? fromMonthStart : allowed.first;
  const toMonthEnd = props.toMonth ? lastDayOfMonth(props.toMonth) : null;
  const max =
    toMonthEnd !== null && (allowed.last === null || toMonthEnd < allowed.last) ? toMonthEnd : allowed.last;
  return { min, max };
}
