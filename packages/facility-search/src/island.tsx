import { loadDateFieldCatalogue } from '@nordpark/date-field';
import { defineIsland } from '@nordpark/ui/island';
import { FacilitySearch } from './FacilitySearch';
import { loadFacilitySearchCatalogue } from './messages/load';
import { facilitySearchPropsSchema } from './props';

/** The entry the islands runtime lazy-loads for `data-nordpark="facility-search"`. */
export default defineIsland({
  name: 'facility-search',
  propsSchema: facilitySearchPropsSchema,
  Component: ({ config, props }) => <FacilitySearch config={config} props={props} />,
  // The search's texts, and the advanced bar's date field's: both are in its first view.
  prepare: (config, props) =>
    Promise.all([
      loadFacilitySearchCatalogue(config.language),
      props.variant === 'advanced' ? loadDateFieldCatalogue(config.language) : undefined,
    ]),
});
