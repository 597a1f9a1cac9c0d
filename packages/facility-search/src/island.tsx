import { loadDateFieldCatalogue } from '@nordpark/date-field';
import { defineIsland } from '@nordpark/ui/island';
import { FacilitySearch } from './FacilitySearch';
// Its name and props schema as its manifest states them.
import { island as name, schema as propsSchema } from './manifest';
import { loadFacilitySearchCatalogue } from './messages/load';

/** The entry the islands runtime lazy-loads for `data-nordpark="facility-search"`. */
export default defineIsland({
  name,
  propsSchema,
  Component: ({ config, props }) => <FacilitySearch config={config} props={props} />,
  // The search's texts, and the advanced bar's date field's: both are in its first view.
  prepare: (config, props) =>
    Promise.all([
      loadFacilitySearchCatalogue(config.language),
      props.variant === 'advanced' ? loadDateFieldCatalogue(config.language) : undefined,
    ]),
});
