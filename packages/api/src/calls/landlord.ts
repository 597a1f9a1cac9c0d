import type { ApiResult } from '../http/result';
import type { CallOptions } from '../http/transport';
import type { CallContext } from './callContext';

// The landlord calls (spec §7, API-42..50). Most payloads and answers are not shown in the
// spec: bodies are `object`, answers `unknown`, and the islands narrow what they read.

export function createLandlordCalls(ctx: CallContext) {
  const post = (path: string, body: object, options?: CallOptions): Promise<ApiResult<unknown>> =>
    ctx.json({ method: 'POST', path, data: body }, options);
  const get = (
    path: string,
    params: object | undefined,
    options?: CallOptions,
  ): Promise<ApiResult<unknown>> => ctx.json({ method: 'GET', path, data: params }, options);

  return {
    /** API-42, MYP-10. */
    demoteAdmin(params: { uid: string }, options?: CallOptions) {
      return post('/landlord/demoteadmin', { uid: params.uid }, options);
    },
    /** API-43, MYP-11. */
    deleteCustomer(params: { Contact_Number: string }, options?: CallOptions) {
      return post('/landlord/deletecustomer', { Contact_Number: params.Contact_Number }, options);
    },
    /** API-44. */
    createPermits(body: object, options?: CallOptions) {
      return post('/landlord/createpermits', body, options);
    },
    /** API-45: the landlord's permit update (the my-parking one is `updatePermit`). */
    updateLandlordPermit(body: object, options?: CallOptions) {
      return post('/landlord/updatepermit', body, options);
    },
    /** API-46. */
    createUser(body: object, options?: CallOptions) {
      return post('/landlord/createuser', body, options);
    },
    /** API-47. */
    getPlaces(params?: object, options?: CallOptions) {
      return get('/landlord/getplaces', params, options);
    },
    /** API-48. */
    getCustomers(params?: object, options?: CallOptions) {
      return get('/landlord/getcustomers', params, options);
    },
    /** API-49. */
    getPermitDetails(params?: object, options?: CallOptions) {
      return get('/landlord/getpermitdetails', params, options);
    },
    /** API-50. */
    getPermitTypes(params?: object, options?: CallOptions) {
      return get('/permits/types', params, options);
    },
  };
}

export type LandlordCalls = ReturnType<typeof createLandlordCalls>;
