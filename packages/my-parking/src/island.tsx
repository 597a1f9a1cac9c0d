import { defineIsland } from '@nordpark/ui/island';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogPropsSchema } from './props';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="confirm-dialog"`: only the
 * enhanced trigger. The dialog, its texts and the API calls load when the visitor reaches for
 * the trigger.
 */
export default defineIsland({
  name: 'confirm-dialog',
  propsSchema: confirmDialogPropsSchema,
  Component: ({ config, props, element, fallback }) => (
    <ConfirmDialog config={config} props={props} element={element} fallback={fallback} />
  ),
});
