import { LANGUAGES } from '@nordpark/core';

/**
 * Waits for what `CurrentStep` fetches in the background (the summary's arrival kit as it
 * mounts; once its first step shows, the later steps, the date field and its texts). A test file that renders the flow awaits this
 * in `afterAll`: a module still loading when the file's environment is torn down fails the
 * whole run with an unhandled EnvironmentTeardownError, though every test passed.
 */
export async function settlePrefetchedSteps(): Promise<void> {
  const [dateField] = await Promise.all([
    import('@nordpark/date-field'),
    import('../steps/DatesStep'),
    import('../steps/laterSteps'),
    import('../arrival/ArrivalKit'),
  ]);
  await Promise.allSettled(LANGUAGES.map((language) => dateField.loadDateFieldCatalogue(language)));
}
