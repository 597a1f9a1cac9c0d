import type { ApiResult } from '../http/result';
import type { CallOptions } from '../http/transport';
import type { CallContext } from './callContext';

export function createSessionCalls(ctx: CallContext) {
  return {
    /** API-61: keeps the login alive; the payload is not shown in the spec. */
    refreshLogin(body: object = {}, options?: CallOptions): Promise<ApiResult<unknown>> {
      return ctx.json({ method: 'POST', path: '/refreshlogin', data: body }, options);
    },
  };
}

export type SessionCalls = ReturnType<typeof createSessionCalls>;
