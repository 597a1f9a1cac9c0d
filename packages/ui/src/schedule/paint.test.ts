// Waiting for a paint: the work runs in a task after the next frame, never in the caller's
// task, and not at all once cancelled.
import { expect, test, vi } from 'vitest';
import { afterNextPaint } from './paint';
import { scrollIntoViewAfterPaint } from './scrollIntoViewAfterPaint';

/** Resolves after the frame that follows now, and a task after it. */
const paintedAndATask = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve))));

test('afterNextPaint runs the work after the next frame, in a task of its own', async () => {
  const order: string[] = [];
  afterNextPaint(() => order.push('work'));
  requestAnimationFrame(() => order.push('frame'));
  expect(order).toEqual([]);
  await paintedAndATask();
  expect(order).toEqual(['frame', 'work']);
});

test('afterNextPaint runs nothing once cancelled, before or after the frame', async () => {
  const beforeFrame = vi.fn();
  afterNextPaint(beforeFrame)();
  const afterFrame = vi.fn();
  const cancel = afterNextPaint(afterFrame);
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  cancel();
  await paintedAndATask();
  expect(beforeFrame).not.toHaveBeenCalled();
  expect(afterFrame).not.toHaveBeenCalled();
});

test('scrollIntoViewAfterPaint scrolls a connected element to the nearest place after the paint', async () => {
  const element = document.createElement('div');
  document.body.append(element);
  const scroll = vi.fn();
  element.scrollIntoView = scroll;
  scrollIntoViewAfterPaint(element);
  expect(scroll).not.toHaveBeenCalled();
  await paintedAndATask();
  expect(scroll).toHaveBeenCalledExactlyOnceWith({ block: 'nearest' });

  // Gone from the page meanwhile, or nothing to scroll: nothing happens.
  scrollIntoViewAfterPaint(element);
  element.remove();
  await paintedAndATask();
  expect(scroll).toHaveBeenCalledOnce();
  expect(() => scrollIntoViewAfterPaint(null)()).not.toThrow();
});
