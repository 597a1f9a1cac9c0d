import { DEFAULT_ATTRIBUTION } from '@nordpark/core';
import { describe, expect, it } from 'vitest';
import { sanitizeAttribution } from './sanitizeAttribution';

describe('the tile attribution', () => {
  it('the default credit is used as it is (no sanitizer to download)', async () => {
    await expect(sanitizeAttribution(DEFAULT_ATTRIBUTION)).resolves.toBe(DEFAULT_ATTRIBUTION);
    await expect(sanitizeAttribution('')).resolves.toBe(DEFAULT_ATTRIBUTION);
  });
});
