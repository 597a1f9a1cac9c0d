// @nordpark/ui/schedule: waiting for a paint, a task or idle time, in one place. Every island
// and the runtime schedule their deferred work with these, so each way of waiting has one
// implementation and one set of tests.
export { afterNextPaint, afterPaintWhenVisible, scrollIntoViewAfterPaint } from './paint';
export { type IdleView, nextTask, whenIdle } from './task';
export { WhenPainted } from './WhenPainted';
