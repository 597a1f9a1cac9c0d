import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// React Testing Library only auto-cleans when test globals are on; we keep them off.
afterEach(() => {
  cleanup();
});
