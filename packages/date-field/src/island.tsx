import type { IslandDefinition } from '@nordpark/ui';
import { DateField } from './DateField';
import { type DateFieldProps, dateFieldPropsSchema } from './props';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="date-field"`. Typed with
 * IslandDefinition rather than built with defineIsland (an identity function), so the page
 * downloads none of @nordpark/ui's components with it.
 */
const island: IslandDefinition<DateFieldProps> = {
  name: 'date-field',
  propsSchema: dateFieldPropsSchema,
  Component: ({ config, props, element }) => <DateField config={config} props={props} element={element} />,
};

export default island;
