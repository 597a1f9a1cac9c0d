import { expect, test } from 'vitest';
import { isDesktopWidth } from './isDesktopWidth';

test('SRCH-50 the desktop breakpoint is a width above 988', () => {
  expect(isDesktopWidth(988)).toBe(false);
  expect(isDesktopWidth(989)).toBe(true);
  expect(isDesktopWidth(320)).toBe(false);
  expect(isDesktopWidth(1920)).toBe(true);
});
