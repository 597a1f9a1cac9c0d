import { describe, expect, it } from 'vitest';
import { startUpFiles } from './startUpTable';

describe('the start-up table', () => {
  it('is empty outside the drop-in build: islands load as their imports say', () => {
    expect(startUpFiles('facility-search', 'http://localhost/assets/nordpark/nordpark.js')).toBeUndefined();
  });
});
