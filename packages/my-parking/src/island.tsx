import type { IslandDefinition } from '@nordpark/ui';
import { ConfirmDialog } from './ConfirmDialog';
import { type ConfirmDialogProps, confirmDialogPropsSchema } from './props';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="confirm-dialog"`: only the
 * enhanced trigger. The dialog, its texts and the API calls load when the visitor reaches for
 * the trigger. Typed with IslandDefinition rather than built with defineIsland, so the page
 * downloads no more of @nordpark/ui than it uses.
 */
const island: IslandDefinition<ConfirmDialogProps> = {
  name: 'confirm-dialog',
  propsSchema: confirmDialogPropsSchema,
  Component: ({ config, props, element, fallback }) => (
    <ConfirmDialog config={config} props={props} element={element} fallback={fallback} />
  ),
};

export default island;
