import { describe, expect, it } from 'vitest';
import { createLock } from './createLock';

describe('createLock', () => {
  it('starts an action once however often it is asked while it runs, and again after it ended', async () => {
    const guarded = createLock();
    let runs = 0;
    let finish: () => void = () => undefined;
    const action = () =>
      new Promise<void>((resolve) => {
        runs += 1;
        finish = resolve;
      });
    const first = guarded('confirm', action);
    for (let click = 0; click < 4; click += 1) void guarded('confirm', action);
    expect(runs).toBe(1);
    finish();
    await first;
    void guarded('confirm', action);
    expect(runs).toBe(2);
  });

  it('tells which action is running, and null once none is, even after a failure', async () => {
    const seen: (string | null)[] = [];
    const guarded = createLock((busy) => seen.push(busy));
    await guarded('next', async () => undefined);
    await expect(
      guarded('cancel', async () => {
        throw new Error('dropped');
      }),
    ).rejects.toThrow('dropped');
    expect(seen).toEqual(['next', null, 'cancel', null]);
  });

  it('keeps actions of different names apart', async () => {
    const guarded = createLock();
    const order: string[] = [];
    await Promise.all([
      guarded('a', async () => {
        order.push('a');
      }),
      guarded('b', async () => {
        order.push('b');
      }),
    ]);
    expect(order).toEqual(['a', 'b']);
  });
});
