import { describeMapLeaks } from '../browser/support/mapLeaks';

// The soak (`npm run soak`, not part of npm test): 50 cycles, for a leak too slow to show in
// the 5 cycles of tests/browser/facility-search-map-leaks.browser.test.ts.
describeMapLeaks(50);
