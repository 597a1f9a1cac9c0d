// Screenshot tests of the booking flow step by step and my parking with each of its
// dialogs: a file of their own, so that the two halves of the screenshot run take two workers.
// How baselines are kept and updated: screens.browser.test.ts.
import { describeScreens } from './support/screenRun';
import { BOOKING_SCREENS, MY_PARKING_SCREENS } from './support/screenStates';

describeScreens('screens: the booking flow and my parking, at 1366 px and 390 px', [
  ...BOOKING_SCREENS,
  ...MY_PARKING_SCREENS,
]);
