import * as v from 'valibot';

/** The facility-search island's own props (spec §2 "Facility search page"). */
export const facilitySearchPropsSchema = v.object({
  variant: v.optional(v.picklist(['simple', 'advanced'], 'must be "simple" or "advanced"'), 'advanced'),
  pageType: v.optional(v.picklist(['default', 'customerservice'], 'must be "default" or "customerservice"')),
  /** The price for your stay; on in the advanced variant, `false` turns it off. */
  stayPrice: v.optional(v.boolean('must be true or false')),
  /** Fits my car; on in the advanced variant, `false` turns it off. */
  vehicleFit: v.optional(v.boolean('must be true or false')),
});

/**
 * Whether the price for the stay or "fits my car" is on: only in the advanced variant (the simple one has no date
 * and no filters, SRCH-15, SRCH-16), unless the page turns it off.
 */
export function featureOn(props: FacilitySearchProps, feature: 'stayPrice' | 'vehicleFit'): boolean {
  return props.variant === 'advanced' && props[feature] !== false;
}

export type FacilitySearchProps = v.InferOutput<typeof facilitySearchPropsSchema>;
