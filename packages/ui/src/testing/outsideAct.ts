/**
 * Lets React render outside `act` until the returned function is called. Tests of work React
 * splits into tasks (deferred values, transitions, passive effects) need it: `act` flushes all
 * of that at once, so a test inside it cannot see what one task leaves on the page.
 */
export function renderOutsideAct(): () => void {
  const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = environment.IS_REACT_ACT_ENVIRONMENT;
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  return () => {
    environment.IS_REACT_ACT_ENVIRONMENT = before;
  };
}
