import { XSS_PRICE_LIST_HTML } from '@nordpark/fixtures';
import { expect, test } from 'vitest';
import { purifierWorks, sanitizePriceList } from './sanitizePriceList';

// DOMPurify does not work on happy-dom (it lets script through: cure53/DOMPurify#1457), which
// is exactly the case the canary exists for. The real sanitizing is proven in Chromium by
// tests/browser/facility-search-list.browser.test.ts on the reference server's XSS corpus.

test('SRCH-44 on a DOM where DOMPurify cannot be trusted, nothing of the fragment gets through', async () => {
  expect(await purifierWorks()).toBe(false);
  expect(await sanitizePriceList(XSS_PRICE_LIST_HTML)).toBe('');
  expect(await sanitizePriceList('<p>harmless</p>')).toBe('');
});
