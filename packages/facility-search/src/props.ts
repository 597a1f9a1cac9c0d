import * as v from 'valibot';

/** The facility-search island's own props (spec §2 "Facility search page"). */
export const facilitySearchPropsSchema = v.object({
  variant: v.optional(v.picklist(['simple', 'advanced'], 'must be "simple" or "advanced"'), 'advanced'),
  pageType: v.optional(v.picklist(['default', 'customerservice'], 'must be "default" or "customerservice"')),
});

export type FacilitySearchProps = v.InferOutput<typeof facilitySearchPropsSchema>;
