// @nordpark/ui/testing: helpers for stories and tests, never for production code.

export { type Deferred, deferred } from './deferred';
export { mountNow, renderOutsideAct } from './outsideAct';
export { patiently } from './patiently';
export { presetStory, propControls, propsFromControls } from './propControls';
export { type StoryGlobals, setStoryGlobals, storyConfig, withStoryGlobals } from './storyConfig';
export { type TestClock, testClock } from './testClock';
export { timersSetSoFar } from './timersSetSoFar';
