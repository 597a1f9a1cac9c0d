import type { PageConfig } from '@nordpark/core';
import { IslandPlaceholder } from '@nordpark/ui';
import { NearbyPreview } from './preview/NearbyPreview';
import type { FacilitySearchProps } from './props';

export interface FacilitySearchComponentProps {
  config: PageConfig;
  props: FacilitySearchProps;
}

/** The facility-search island. A placeholder until its feature issue lands, with a live
 * preview of nearby facilities from the API. */
export function FacilitySearch({ config, props }: FacilitySearchComponentProps) {
  return (
    <>
      <IslandPlaceholder island="facility-search" config={config} props={props} />
      <NearbyPreview config={config} />
    </>
  );
}
