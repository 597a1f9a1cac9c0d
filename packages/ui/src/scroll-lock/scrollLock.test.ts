import { expect, test } from 'vitest';
import { lockScroll, SCROLL_LOCK_CLASS } from './scrollLock';

test('SRCH-49 the class stays while any lock holds, and each release counts once', () => {
  const classes = document.documentElement.classList;
  const first = lockScroll(document);
  const second = lockScroll(document);
  expect(classes.contains(SCROLL_LOCK_CLASS)).toBe(true);
  first();
  first();
  expect(classes.contains(SCROLL_LOCK_CLASS)).toBe(true);
  second();
  expect(classes.contains(SCROLL_LOCK_CLASS)).toBe(false);
});
