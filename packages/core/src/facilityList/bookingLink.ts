import type { PageConfig } from '../config/pageConfig';

// With the u flag, \p{Cs} matches only a surrogate that is not part of a pair.
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * Where a facility's booking starts: the booking-flow page with fId={Uid} and t=1
 * (SRCH-46, SRCH-47). The Uid is encoded, so a server value with `&` or `#` in it can never
 * add or cut parameters (a lone surrogate, which encodeURIComponent throws on, becomes U+FFFD);
 * a page path that already carries a query keeps it.
 */
export function bookingLink(config: Pick<PageConfig, 'bookingflowPage'>, uid: string): string {
  const page = config.bookingflowPage;
  const separator = !page.includes('?') ? '?' : page.endsWith('?') || page.endsWith('&') ? '' : '&';
  return `${page}${separator}fId=${encodeURIComponent(uid.replace(LONE_SURROGATE, '\uFFFD'))}&t=1`;
}
