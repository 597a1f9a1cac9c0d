import { defineIsland } from '@nordpark/ui/island';
import { ConfirmDialog } from './ConfirmDialog';
// Its name and props schema as its manifest states them.
import { island as name, schema as propsSchema } from './manifest';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="confirm-dialog"`: only the
 * enhanced trigger. The dialog, its texts and the API calls load when the visitor reaches for
 * the trigger.
 */
export default defineIsland({
  name,
  propsSchema,
  Component: ({ config, props, element, fallback }) => (
    <ConfirmDialog config={config} props={props} element={element} fallback={fallback} />
  ),
});
