// For stories only: an API that answers like the reference backend after a short delay, with
// the outcome each story asks for, and a page that logs where it would go instead of going.
import type { ApiFailure, ApiResult, ApiSuccess, MyParkingApi } from '@nordpark/api/my-parking';
import type { PageNavigation } from '../afterSuccess';

export const ok = <T>(body: T, status = 200, errorMessage: string | null = null): ApiSuccess<T> => ({
  ok: true,
  status,
  info: 'OK',
  body,
  errorMessage,
});

export const refused = (status: number, errorMessage: string | null = null): ApiFailure => ({
  ok: false,
  status,
  info: status >= 500 ? 'Internal server error.' : 'Error.',
  url: '/story',
  errorMessage,
  reason: 'http',
  aborted: false,
});

type Outcomes = Partial<Record<keyof MyParkingApi, ApiResult<unknown>>>;

const DEFAULTS: Outcomes = {
  checkPermitForDeleteVehicle: ok({ existsInPermit: false }),
  checkIfDocumentExist: ok({ Exists: true }),
  getOrderLineTerminationDate: ok({ TerminationDate: '2026-12-31' }),
};

/** Every call answers after `delayMs` with the story's outcome, or a plain success. */
export function storyApi(outcomes: Outcomes = {}, delayMs = 700): MyParkingApi {
  const answer = (name: keyof MyParkingApi) => () =>
    new Promise<ApiResult<unknown>>((resolve) =>
      setTimeout(() => resolve(outcomes[name] ?? DEFAULTS[name] ?? ok({ StatusCode: 200 })), delayMs),
    );
  return new Proxy({} as MyParkingApi, {
    get: (_target, name) => answer(name as keyof MyParkingApi),
  });
}

/** Logs the follow-up (reload, redirect, download) instead of leaving the story. */
export const storyNavigation: PageNavigation = {
  href: 'https://www.example.se/se/my-parking',
  pathname: '/se/my-parking',
  assign: (url) => console.info(`[story] would go to ${url}`),
  reload: () => console.info('[story] would reload the page'),
};
