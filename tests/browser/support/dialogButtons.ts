import type { Locator } from 'playwright-core';

/**
 * Waits until the button acts: not disabled and not aria-disabled. A confirm dialog's confirm
 * button reads as aria-disabled for the confirm delay after it appears (and after a failure),
 * so this is the moment a click is answered, however long the machine took to get there.
 */
export async function whenActive(button: Locator): Promise<void> {
  await button.and(button.page().locator(':not([disabled]):not([aria-disabled="true"])')).waitFor();
}

/**
 * Waits until no button in the dialog is held (aria-disabled): the dialog's confirm delay has
 * passed and nothing is busy. A button disabled until something is given (a reason, a tick)
 * uses `disabled` and is left as it is.
 */
export async function whenDialogActive(dialog: Locator): Promise<void> {
  await dialog.waitFor();
  await dialog.locator('button[aria-disabled="true"]').first().waitFor({ state: 'detached' });
}
