import { expect, test } from 'vitest';
import { createHttpContext, isApiOrigin, resolveUrl } from './context';

test('in Node, with no page and no origin given, paths stay relative and relative is the API origin', () => {
  const context = createHttpContext({ apiBase: '', language: 'sv', authCookie: 'np' });
  expect(context.pageOrigin).toBeUndefined();
  expect(resolveUrl(context, '/booking/x')).toBe('/booking/x');
  expect(isApiOrigin(context, '/booking/x')).toBe(true);
  expect(isApiOrigin(context, 'https://other.example/x')).toBe(false);
  expect(context.getCookie('np')).toBeUndefined();
});
