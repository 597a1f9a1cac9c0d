import type { Facility } from '../types/facility';

/**
 * Whether a facility's booking link is offered (SRCH-02): it sells short-term parking, or a
 * season ticket that can be booked online. A facility whose season tickets are sold only
 * offline, or that is full with a waiting list, offers the waiting list instead (SRCH-03/04).
 */
export function canBookOnline(facility: Pick<Facility, 'HasStp' | 'HasLTPBookableOnline'>): boolean {
  return facility.HasStp === true || facility.HasLTPBookableOnline === true;
}
