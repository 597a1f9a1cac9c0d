// Waiting for a task: never inside the caller's task.
import { afterEach, expect, test, vi } from 'vitest';
import { nextTask } from './task';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('nextTask resolves in a later task, after the timers already due', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('timer'));
  const next = nextTask().then(() => order.push('next task'));
  await Promise.resolve();
  expect(order).toEqual([]);
  await next;
  expect(order).toEqual(['timer', 'next task']);
});

test("nextTask uses the browser's scheduler.yield where there is one", async () => {
  const yielded = vi.fn(() => Promise.resolve());
  vi.stubGlobal('scheduler', { yield: yielded });
  await nextTask();
  expect(yielded).toHaveBeenCalledOnce();
});
