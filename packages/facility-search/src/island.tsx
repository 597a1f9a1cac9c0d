import { defineIsland } from '@nordpark/ui/island';
import { FacilitySearch } from './FacilitySearch';
import { facilitySearchPropsSchema } from './props';

/** The entry the islands runtime lazy-loads for `data-nordpark="facility-search"`. */
export default defineIsland({
  name: 'facility-search',
  propsSchema: facilitySearchPropsSchema,
  Component: ({ config, props }) => <FacilitySearch config={config} props={props} />,
});
