import { sameOriginUrl } from '@nordpark/core';
import { CONFIRM_SUCCESS_EVENT, type ConfirmSuccessDetail } from './events';
import type { ConfirmDialogProps } from './props';
import { removeAndSlide } from './removeAndSlide';

export { CONFIRM_SUCCESS_EVENT, type ConfirmSuccessDetail } from './events';

/** The parts of `window.location` the dialogs use: injectable for tests. */
export interface PageNavigation {
  readonly href: string;
  readonly pathname: string;
  assign(url: string): void;
  reload(): void;
}

export type SuccessFollowUp = 'reload' | 'remove' | 'redirect' | 'none';

function find(element: Element, selector: string): Element | null {
  try {
    return element.closest(selector) ?? element.ownerDocument.querySelector(selector);
  } catch {
    return null; // not a valid selector
  }
}

/**
 * What the page does after the action succeeded, per the `onSuccess` prop: `reload`
 * (default), `remove` (the closest ancestor matching `removeSelector`, else the first match
 * on the page) or `redirect` (to `redirectUrl`, only on the page's own origin). A facility
 * confirm defaults to `redirect`, to `redirectUrl` or else the host link's href, and does
 * nothing without one. What cannot be done falls back to a reload, so the page still shows
 * the new state. A host script can cancel the success event to do its own follow-up.
 */
export function followSuccess(
  props: ConfirmDialogProps,
  element: HTMLElement | undefined,
  hostHref: string | null,
  navigation: PageNavigation,
): SuccessFollowUp {
  const detail: ConfirmSuccessDetail =
    props.action === 'demote-admin' && props.currentUser
      ? { action: props.action, adminRightsLost: true }
      : { action: props.action };
  const event = new CustomEvent(CONFIRM_SUCCESS_EVENT, { bubbles: true, cancelable: true, detail });
  if (element && !element.dispatchEvent(event)) return 'none';

  const facility = props.action === 'facility-confirm';
  const mode = props.onSuccess ?? (facility ? 'redirect' : 'reload');
  if (mode === 'remove' && element && props.removeSelector) {
    const target = find(element, props.removeSelector);
    if (target) {
      // Removed at once, what follows sliding into its place: nothing below jumps.
      removeAndSlide(target);
      return 'remove';
    }
  }
  if (mode === 'redirect') {
    const wanted = props.redirectUrl ?? (facility ? hostHref : null);
    const url = sameOriginUrl(wanted, navigation.href);
    if (url) {
      navigation.assign(url);
      return 'redirect';
    }
    if (wanted) console.warn(`[nordpark] confirm-dialog: not redirecting to "${wanted}": not on this site.`);
  }
  if (facility) return 'none';
  navigation.reload();
  return 'reload';
}
