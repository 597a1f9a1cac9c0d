import { afterEach, expect, test, vi } from 'vitest';
import { guardTiles, MAX_TILED_SIDE_PX } from './tileGuard';

const container = document.createElement('div');
let size = { width: 800, height: 600 };
Object.defineProperty(container, 'clientWidth', { get: () => size.width });
Object.defineProperty(container, 'clientHeight', { get: () => size.height });

afterEach(() => {
  size = { width: 800, height: 600 };
});

function guarded() {
  const calls = { add: vi.fn(), remove: vi.fn(), tooLarge: vi.fn() };
  const guard = guardTiles(container, calls.add, calls.remove, calls.tooLarge);
  return { ...calls, guard };
}

test('a container of a sane size gets its tiles at once, once', () => {
  const { add, remove, tooLarge, guard } = guarded();
  guard.check();
  expect(add).toHaveBeenCalledOnce();
  expect(remove).not.toHaveBeenCalled();
  expect(tooLarge).not.toHaveBeenCalled();
  guard.stop();
  expect(remove).toHaveBeenCalledOnce();
});

test('a container far taller than any screen gets no tiles', () => {
  size = { width: 1280, height: 35_038 };
  const { add, tooLarge, guard } = guarded();
  expect(add).not.toHaveBeenCalled();
  expect(tooLarge).toHaveBeenCalledOnce();
  guard.stop();
});

test('tiles come off when the container grows beyond sane, and stay off when it shrinks again', () => {
  const { add, remove, tooLarge, guard } = guarded();
  size = { width: 800, height: MAX_TILED_SIDE_PX + 1 };
  guard.check();
  expect(remove).toHaveBeenCalledOnce();
  expect(tooLarge).toHaveBeenCalledOnce();
  size = { width: 800, height: 600 };
  guard.check();
  expect(add).toHaveBeenCalledOnce();
  guard.stop();
  expect(remove).toHaveBeenCalledOnce();
});
