import { defineIsland } from '@nordpark/ui/island';
import { DateField } from './DateField';
import { dateFieldPropsSchema } from './props';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="date-field"`. The field
 * suspends until the page language's texts arrive; the runtime's boundary keeps the host's
 * fallback on screen meanwhile.
 */
export default defineIsland({
  name: 'date-field',
  propsSchema: dateFieldPropsSchema,
  Component: ({ config, props, element }) => <DateField config={config} props={props} element={element} />,
});
