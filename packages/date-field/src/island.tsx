import type { IslandDefinition } from '@nordpark/ui';
import { Suspense } from 'react';
import { DateField } from './DateField';
import { type DateFieldProps, dateFieldPropsSchema } from './props';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="date-field"`. Typed with
 * IslandDefinition rather than built with defineIsland (an identity function), so the page
 * downloads none of @nordpark/ui's components with it. The island's reserved space stays
 * empty for the moment the page language's texts take to arrive.
 */
const island: IslandDefinition<DateFieldProps> = {
  name: 'date-field',
  propsSchema: dateFieldPropsSchema,
  Component: ({ config, props, element }) => (
    <Suspense fallback={<span data-np-lazy="" hidden />}>
      <DateField config={config} props={props} element={element} />
    </Suspense>
  ),
};

export default island;
