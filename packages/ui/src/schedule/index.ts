// @nordpark/ui/schedule: waiting for a paint, a task or idle time, in one place. The islands,
// the runtime and the drop-in loader schedule their deferred work with these, so each way of
// waiting has one implementation and one set of tests. A module per helper, or a few that go
// together: the drop-in bundle groups code by module, so each lands in the chunk that uses it
// (nextTask in nordpark.js itself, whenIdle in the loader's waiting chunk).

export { type IdleView, whenIdle } from './idle';
export { afterNextPaint } from './paint';
export { scrollIntoViewAfterPaint } from './scrollIntoViewAfterPaint';
export { nextTask } from './task';
