import { describeMapLeaks } from './support/mapLeaks';

// Five cycles: a map, listener or node left behind by an unmount shows in the first ones. The
// 50-cycle soak, for what grows slowly, is `npm run soak` (tests/soak/).
describeMapLeaks(5);
