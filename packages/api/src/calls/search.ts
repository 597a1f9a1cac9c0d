import type { Facility } from '@nordpark/core';
import type { ApiResult } from '../http/result';
import type { CallOptions } from '../http/transport';
import type { CallContext } from './callContext';
import { facilityList, type ProductsResponse, productsResponse } from './shapes';

/** Spec §9: search radius 5 km, page size 50; the search asks without PMCs (API-02..04). */
export const NEARBY_DEFAULTS = { maxDistance: 5, size: 50, withPmcs: false, init: false } as const;

export type NearbyFacilitiesParams = {
  latitude: number;
  longitude: number;
  /** Kilometres (API-02). */
  maxDistance?: number;
  size?: number;
  withPmcs?: boolean;
  /** Defaults to the page's language. */
  lang?: string;
  /** True on the page's first load. */
  init?: boolean;
};

/**
 * The call's result plus `facilities`, which is the list on a 200 answer and empty on any
 * other (API-07, ERR-25), so the search can always render it. The result's own fields stay,
 * so an aborted search can still be told apart and ignored.
 */
export type NearbyFacilitiesResult = ApiResult<Facility[]> & { facilities: Facility[] };

export type PricesProductsPartialParams = {
  fId: string;
  /** Defaults to the page's language. */
  epslanguage?: string;
  availabilityFrom?: string;
};

export type ProductsParams = {
  fId: string;
  lang?: string;
  includeNotBookableOnline?: boolean;
  availabilityFrom?: string;
};

export function createSearchCalls(ctx: CallContext) {
  const { config } = ctx;
  return {
    /** API-01..07: GET /booking/getnearbyfacilities. */
    async getNearbyFacilities(
      params: NearbyFacilitiesParams,
      options?: CallOptions,
    ): Promise<NearbyFacilitiesResult> {
      const result = await ctx.json<Facility[]>(
        {
          method: 'GET',
          path: '/booking/getnearbyfacilities',
          data: {
            latitude: params.latitude,
            longitude: params.longitude,
            maxDistance: params.maxDistance ?? NEARBY_DEFAULTS.maxDistance,
            withPmcs: params.withPmcs ?? NEARBY_DEFAULTS.withPmcs,
            size: params.size ?? NEARBY_DEFAULTS.size,
            lang: params.lang ?? config.language,
            init: params.init ?? NEARBY_DEFAULTS.init,
          },
          parse: facilityList,
        },
        options,
      );
      return { ...result, facilities: result.ok && result.status === 200 ? result.body : [] };
    },

    /** API-08, API-09: the pricelist tab's HTML fragment. */
    getPricesProductsPartial(params: PricesProductsPartialParams, options?: CallOptions) {
      return ctx.html(
        {
          method: 'GET',
          path: '/facilitypage/getpricesproductspartial',
          data: {
            fId: params.fId,
            epslanguage: params.epslanguage ?? config.language,
            availabilityFrom: params.availabilityFrom,
          },
        },
        options,
      );
    },

    /** API-10: the confirmation page's offer, HTML. Its parameters are not shown in the spec. */
    getConfirmationPageOffer(params?: object, options?: CallOptions) {
      return ctx.html(
        { method: 'GET', path: '/facilitypage/getconfirmationpageoffer', data: params },
        options,
      );
    },

    /** API-11, API-12: products through the booking controller, as Places pairs. */
    getProducts(params: ProductsParams, options?: CallOptions): Promise<ApiResult<ProductsResponse>> {
      return ctx.json(
        {
          method: 'GET',
          path: ctx.paths.controller('getproducts'),
          data: {
            fId: params.fId,
            lang: params.lang ?? config.language,
            includeNotBookableOnline: params.includeNotBookableOnline ?? false,
            availabilityFrom: params.availabilityFrom,
          },
          parse: productsResponse,
        },
        options,
      );
    },

    /** API-15: waiting-list notifications; the payload is not shown in the spec. */
    registerForNotifications(payload: object, options?: CallOptions): Promise<ApiResult<unknown>> {
      return ctx.json(
        { method: 'POST', path: '/waitinglist/RegisterForNotifications', data: payload },
        options,
      );
    },
  };
}

export type SearchCalls = ReturnType<typeof createSearchCalls>;
