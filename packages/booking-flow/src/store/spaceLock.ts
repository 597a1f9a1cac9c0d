import { callOrShow, clearingRetry, idOf, type StoreContext, shown, tracked } from './actionContext';

/**
 * Chooses a space and holds it: the first choice creates a temporary lock (BOOK-05), a new
 * choice moves the lock to the new space (BOOK-06). The choice only sticks once the lock is
 * held (Continue also needs the lock), so the summary never shows a space someone may take.
 */
export async function lockSpace(ctx: StoreContext, spaceUid: string): Promise<void> {
  const { lockId, spaceUid: previous } = ctx.get();
  const body = { fId: ctx.fId, spaceUid, ...(lockId ? { LockId: lockId } : {}) };
  const retry = () => lockSpace(ctx, spaceUid);
  // The radio follows the click at once; it goes back if the space cannot be held.
  ctx.set({ spaceUid });
  const answer = await callOrShow(
    ctx,
    lockId ? ctx.api.updateTempLock(body) : ctx.api.createTempLock(body),
    retry,
  );
  if (answer === undefined) {
    ctx.set({ spaceUid: previous });
    return;
  }
  ctx.set({ spaceUid, lockId: idOf(answer, 'LockId', 'lockId') ?? lockId, error: null });
}

/**
 * Releases the lock (BOOK-07). On page hide the request must outlive the page, hence
 * keepalive; the choice of space is kept, so a reload can take the lock again.
 */
export function releaseSpace(ctx: StoreContext, keepalive: boolean): Promise<unknown> {
  const { lockId } = ctx.get();
  if (!lockId) return Promise.resolve();
  ctx.set({ lockId: null });
  return ctx.api.removeTempLock({ fId: ctx.fId, LockId: lockId }, { keepalive });
}

/** After a reload the lock was released on page hide: take it again for the kept space. */
export async function relockKeptSpace(ctx: StoreContext): Promise<void> {
  const { spaceUid, lockId, step } = ctx.get();
  if (!spaceUid || lockId || step === 'done' || step === 'product' || step === 'dates') return;
  const answer = await tracked(ctx, 'send', () => ctx.api.createTempLock({ fId: ctx.fId, spaceUid }));
  if (answer !== 'timeout' && answer.ok) {
    ctx.set({ lockId: idOf(answer.body, 'LockId', 'lockId') });
    return;
  }
  // The call itself failed (offline, a server error): the space is not known to be lost, so
  // it stays chosen and the failure is shown with a retry.
  if (answer === 'timeout' || answer.reason !== 'http') {
    shown(
      ctx,
      answer,
      'send',
      clearingRetry(ctx, () => relockKeptSpace(ctx)),
    );
    return;
  }
  // Someone took it meanwhile: back to the space step to choose another.
  ctx.set({
    spaceUid: null,
    step: 'space',
    error: { message: ctx.t('booking.error.spaceLost'), retry: null },
  });
}
