// @nordpark/ui/schedule: waiting for a paint, a task or idle time, in one place. Every island
// and the runtime schedule their deferred work with these, so each way of waiting has one
// implementation and one set of tests. A module per helper, or a few that go together: the
// drop-in bundle groups code by module, so each lands in the chunk of the islands that use it.
export { afterNextPaint } from './paint';
export { scrollIntoViewAfterPaint } from './scrollIntoViewAfterPaint';
export { type IdleView, nextTask, whenIdle } from './task';
