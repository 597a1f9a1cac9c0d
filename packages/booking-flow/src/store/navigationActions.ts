import type { Guarded } from '@nordpark/core';
import type { StoreContext } from './actionContext';
import { loadStepData } from './loadStepData';
import { stepList } from './selectors';
import type { StepId } from './state';
import { submitStep } from './submitStep';
import { type StepSettings, validateStep } from './validateStep';

export interface NavigationActions {
  /** Checks the step, sends what it sends, and moves on. */
  next(): Promise<void>;
  back(): void;
  /**
   * Shows a step the browser's history went to (Back, Forward). Going forward stops at the
   * first step on the way that is not complete; a step the product does not have, or any step
   * once the booking is done, leaves the flow where it is.
   */
  showStep(step: StepId): void;
}

/** Moving between steps: Continue (checked and sent first), Back, and history's steps. */
export function navigationActions(
  ctx: StoreContext,
  guarded: Guarded,
  settings: () => StepSettings,
): NavigationActions {
  const { get, set } = ctx;
  const validate = (state: Parameters<typeof validateStep>[0]) => validateStep(state, settings());

  function goTo(step: StepId): void {
    set({ step, moved: true, error: null, fieldErrors: {} });
    void loadStepData(ctx);
  }

  const next = (): Promise<void> =>
    guarded('next', async () => {
      const fieldErrors = validate(get());
      set({ fieldErrors, error: null });
      if (Object.keys(fieldErrors).length > 0) return;
      if (!(await submitStep(ctx, next))) return;
      const steps = stepList(get());
      const following = steps[steps.indexOf(get().step) + 1];
      if (following) goTo(following);
    });

  return {
    next,

    back() {
      const steps = stepList(get());
      const previous = steps[steps.indexOf(get().step) - 1];
      if (previous) goTo(previous);
    },

    showStep(target) {
      const state = get();
      const steps = stepList(state);
      const from = steps.indexOf(state.step);
      const to = steps.indexOf(target);
      if (state.step === 'done' || from < 0 || to < 0 || from === to) return;
      let stop = target;
      for (let index = from; index < to; index += 1) {
        const step = steps[index] as StepId;
        if (Object.keys(validate({ ...get(), step })).length > 0) {
          stop = step;
          break;
        }
      }
      if (stop !== state.step) goTo(stop);
    },
  };
}
