import { defineIsland } from '@nordpark/ui';
import { DateField } from './DateField';
import { dateFieldPropsSchema } from './props';

/** The entry the islands runtime lazy-loads for `data-nordpark="date-field"`. */
export default defineIsland({
  name: 'date-field',
  propsSchema: dateFieldPropsSchema,
  Component: ({ config, props }) => <DateField config={config} props={props} />,
});
