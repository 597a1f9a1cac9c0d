import { describe, expect, test, vi } from 'vitest';
import { cheapestOf, MarkerAdds } from './markerAdds';

test('cheapestOf marks every tie for the lowest amount, and nothing with fewer than two to compare', () => {
  expect(cheapestOf([])).toEqual(new Set());
  expect(cheapestOf([['a', 100]])).toEqual(new Set());
  expect(
    cheapestOf([
      ['a', 300],
      ['b', 100],
      ['c', 100],
    ]),
  ).toEqual(new Set(['b', 'c']));
});

describe('MarkerAdds', () => {
  test('those waiting hear once the last running add has ended and drawn', async () => {
    const adds = new MarkerAdds(() => undefined);
    const waiter = vi.fn();
    adds.started();
    adds.started();
    adds.whenSettled(waiter);
    adds.chunk(10, 10);
    await Promise.resolve();
    expect(waiter).not.toHaveBeenCalled();
    adds.chunk(5, 5);
    expect(waiter).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(waiter).toHaveBeenCalledOnce();
  });

  test('a change under a running add reconciles at its end instead of settling; destroy tells no one', async () => {
    const reconcile = vi.fn();
    const adds = new MarkerAdds(reconcile);
    const waiter = vi.fn();
    adds.started();
    adds.changed();
    adds.whenSettled(waiter);
    adds.chunk(1, 1);
    expect(reconcile).toHaveBeenCalledOnce();
    adds.settle();
    adds.destroy();
    await Promise.resolve();
    expect(waiter).not.toHaveBeenCalled();
  });
});
