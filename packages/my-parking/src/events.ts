import type { ConfirmAction } from './props';

// The success event's name and detail, apart from what follows a success (afterSuccess.ts):
// the trigger listens for it, and must not bring that code into the page's start-up.

/** Dispatched (bubbling, cancelable) on the island element after an action succeeded. */
export const CONFIRM_SUCCESS_EVENT = 'nordpark:confirm-dialog-success';

export interface ConfirmSuccessDetail {
  action: ConfirmAction;
  /** The signed-in user demoted themselves: the page's admin actions are no longer theirs. */
  adminRightsLost?: true;
}

/** The actions only an admin may take: none is offered once the user has demoted themselves. */
export const ADMIN_ACTIONS: readonly ConfirmAction[] = ['demote-admin', 'delete-customer'];
