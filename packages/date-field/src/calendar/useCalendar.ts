import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadCalendar } from './load';
import type { CalendarController, CalendarHandle, CalendarSettings } from './types';

export type { CalendarHandle, CalendarSettings } from './types';

export interface Calendar {
  /** The living calendar, or null while it is not wanted yet or its code is still on its way. */
  handle: RefObject<CalendarHandle | null>;
  /** Whether the calendar exists (for a busy state while its code loads). */
  ready: boolean;
  /**
   * The visitor is about to use the field (pointer over it, focus, a click or a key): starts
   * loading the calendar's code, and creates the calendar when it is there. Stable.
   */
  want: () => void;
}

/**
 * A thin wrapper around one flatpickr calendar, shaped like react-leaflet's: the calendar is
 * created once, in an effect, inside `host`, and destroyed in the effect's cleanup (so React
 * StrictMode's mount–unmount–mount leaves exactly one calendar and no listeners behind).
 *
 * flatpickr and the code around it are a chunk of their own (./flatpickrCalendar.ts), loaded
 * the first time the field's calendar is wanted (`want`), not with the page. The calendar is
 * created when that code is there: at once when another field already loaded it, else when
 * it arrives, unless the field was unmounted meanwhile. It is created from the settings of
 * the field's first render and then brought up to date, as if it had lived from the start;
 * settings that change later are applied to it when they change. Callbacks read the latest
 * settings through a ref, so they are never stale and never re-create the calendar.
 */
export function useCalendar(host: RefObject<HTMLElement | null>, settings: CalendarSettings): Calendar {
  const [initial] = useState(settings);
  const latest = useRef(settings);
  const handle = useRef<CalendarHandle | null>(null);
  const controller = useRef<CalendarController | null>(null);
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  useLayoutEffect(() => {
    latest.current = settings;
  });

  const want = useCallback(() => {
    // Start the download in the event itself, not a render later; the effect picks it up.
    loadCalendar().catch(() => setWanted(false));
    setWanted(true);
  }, []);

  useEffect(() => {
    const container = host.current;
    if (!wanted || !container) return;
    let active = true;
    let created: CalendarController | null = null;
    const create = ({ createCalendar }: Awaited<ReturnType<typeof loadCalendar>>) => {
      if (!active) return;
      created = createCalendar(container, initial, latest);
      created.update(latest.current);
      controller.current = created;
      handle.current = created.handle;
      setReady(true);
      latest.current.onReady();
    };
    const pending = loadCalendar();
    if (pending.status === 'fulfilled') create(pending.value);
    else pending.then(create, () => undefined);
    return () => {
      active = false;
      if (!created) return;
      handle.current = null;
      controller.current = null;
      created.destroy();
      setReady(false);
    };
  }, [host, wanted, initial]);

  // Settings that may change after creation, applied to the living calendar when they do.
  useEffect(() => {
    controller.current?.update(settings);
  });

  return { handle, ready, want };
}
