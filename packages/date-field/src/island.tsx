import { defineIsland } from '@nordpark/ui/island';
import { DateField } from './DateField';
// Its name and props schema as its manifest states them.
import { island as name, schema as propsSchema } from './manifest';
import { loadDateFieldCatalogue } from './messages/load';

/**
 * The entry the islands runtime lazy-loads for `data-nordpark="date-field"`. The field needs
 * the page language's texts: the runtime renders once they are in (`prepare`), and the host's
 * fallback stays on screen meanwhile.
 */
export default defineIsland({
  name,
  propsSchema,
  Component: ({ config, props, element }) => <DateField config={config} props={props} element={element} />,
  prepare: (config) => loadDateFieldCatalogue(config.language),
});
