import { expect, test } from 'vitest';
import { purifierWorks, sanitizeServerHtml } from './serverHtml';

// happy-dom only looks like a browser's DOM: DOMPurify lets script through on it. The canary
// sees that, and nothing is let through. That it does sanitize in Chromium is a browser test's
// (tests/browser/price-list-xss and the confirmation offer's).
test('where DOMPurify cannot be trusted, nothing is let through', async () => {
  expect(await purifierWorks()).toBe(false);
  expect(await sanitizeServerHtml('<p>Priser</p><img src=x onerror=alert(1)>')).toBe('');
});
