import { Spinner } from '@nordpark/ui/spinner';
import type { MouseEvent, RefObject } from 'react';
import type { Calendar } from '../calendar/useCalendar';
import type { DateFieldSettings } from './useDateFieldSettings';

export interface CalendarPopupProps {
  id: string;
  hintId: string;
  isOpen: boolean;
  calendar: Calendar;
  host: RefObject<HTMLDivElement | null>;
  /** The month shown, said politely while the calendar is open. */
  monthShown: string;
  onMouseDown: (event: MouseEvent<HTMLDivElement>) => void;
  t: DateFieldSettings['t'];
}

/**
 * The field's pop-up calendar (a dialog the input controls): a spinner until flatpickr has
 * loaded, the calendar it draws into `host`, and the month shown for screen readers. Its keys
 * and focus go to the calendar's handle.
 */
export function CalendarPopup({
  id,
  hintId,
  isOpen,
  calendar,
  host,
  monthShown,
  onMouseDown,
  t,
}: CalendarPopupProps) {
  return (
    <div
      id={id}
      className="np-date-field__popup"
      role="dialog"
      aria-label={t('dateField.calendar')}
      aria-describedby={hintId}
      hidden={!isOpen}
      aria-busy={(isOpen && !calendar.ready) || undefined}
      onKeyDownCapture={(event) => calendar.handle.current?.onKeyDownCapture(event)}
      onFocus={(event) => calendar.handle.current?.onFocusIn(event.target)}
      onMouseDown={onMouseDown}
    >
      <p id={hintId} className="np-visually-hidden">
        {t('dateField.calendarHint')}
      </p>
      {isOpen && !calendar.ready && <Spinner />}
      <div ref={host} />
      <p className="np-visually-hidden" aria-live="polite">
        {isOpen ? monthShown : ''}
      </p>
    </div>
  );
}
