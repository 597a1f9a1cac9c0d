import type { Guarded } from '@nordpark/core';
import type { StoreContext } from './actionContext';
import { confirmOrder } from './confirmOrder';
import { loadFlexPrice } from './loadStepData';
import { lockSpace, releaseSpace } from './spaceLock';
import { initialChoices, initialRemote } from './state';

export interface OrderActions {
  loadFlexPrice(): Promise<void>;
  chooseSpace(spaceUid: string): Promise<void>;
  confirm(): Promise<void>;
  /** Cancels the booking: releases the space and starts over. */
  cancel(): Promise<void>;
  /** The page is going away: release the space with a request that outlives the page. */
  leave(): void;
  /**
   * The browser is online again: a load that failed while it was offline is tried again by
   * itself, once. What the visitor sent is never re-sent without them.
   */
  backOnline(): void;
}

/** What the booking asks of the server besides each step's data: price, space, order. */
export function orderActions(ctx: StoreContext, guarded: Guarded): OrderActions {
  const { get, set } = ctx;
  return {
    loadFlexPrice: () => loadFlexPrice(ctx),

    chooseSpace: (spaceUid) => guarded('space', () => lockSpace(ctx, spaceUid)),

    confirm: () => guarded('confirm', () => confirmOrder(ctx)),

    cancel: () =>
      guarded('cancel', async () => {
        await releaseSpace(ctx, false);
        set({
          ...initialChoices(),
          ...initialRemote(),
          // The booking link the flow started on stays applied: a reload does not choose it again.
          link: get().link,
          facility: get().facility,
          moved: true,
          error: null,
        });
      }),

    leave() {
      if (get().step !== 'done') void releaseSpace(ctx, true);
    },

    backOnline() {
      const retry = ctx.network.takeOfflineRetry();
      if (retry && get().error) void retry();
    },
  };
}
