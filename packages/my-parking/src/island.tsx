import { defineIsland } from '@nordpark/ui';
import { ConfirmDialog } from './ConfirmDialog';
import { confirmDialogPropsSchema } from './props';

/** The entry the islands runtime lazy-loads for `data-nordpark="confirm-dialog"`. */
export default defineIsland({
  name: 'confirm-dialog',
  propsSchema: confirmDialogPropsSchema,
  Component: ({ config, props }) => <ConfirmDialog config={config} props={props} />,
});
