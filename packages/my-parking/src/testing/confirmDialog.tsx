// Shared by the package's tests: a fake API with the result shapes of @nordpark/api, a fake
// location, and a way to render the island as the runtime does (with the host's fallback).
import type { ApiFailure, ApiResult, ApiSuccess, MyParkingApi } from '@nordpark/api/my-parking';
import { storyConfig } from '@nordpark/ui/testing';
import { act, render } from '@testing-library/react';
import { type Mock, vi } from 'vitest';
import type { PageNavigation } from '../afterSuccess';
import { ConfirmDialog } from '../ConfirmDialog';
import type { ConfirmDialogProps } from '../props';

export function success<T>(body: T, status = 200, errorMessage: string | null = null): ApiSuccess<T> {
  return { ok: true, status, info: 'OK', body, errorMessage };
}

export function failure(status: number, errorMessage: string | null = null): ApiFailure {
  const info = status >= 500 ? 'Internal server error.' : status === 404 ? 'Endpoint not found.' : 'Error.';
  return { ok: false, status, info, url: '/x', errorMessage, reason: 'http', aborted: false };
}

type Calls = { [K in keyof MyParkingApi]: Mock<(...args: never[]) => Promise<ApiResult<unknown>>> };

/** Every call answers a plain success unless a test says otherwise. */
export function fakeApi(overrides: Partial<Record<keyof MyParkingApi, ApiResult<unknown>>> = {}) {
  const names: (keyof MyParkingApi)[] = [
    'checkPermitForDeleteVehicle',
    'deleteVehicle',
    'updatePermit',
    'approveSalesOrder',
    'declineSalesOrder',
    'checkIfDocumentExist',
    'getOrderLineTerminationDate',
    'terminateOrderLine',
    'demoteAdmin',
    'deleteCustomer',
    'createPermits',
    'updateLandlordPermit',
    'createUser',
    'getPlaces',
    'getCustomers',
    'getPermitDetails',
    'getPermitTypes',
  ];
  const defaults: Partial<Record<keyof MyParkingApi, ApiResult<unknown>>> = {
    checkPermitForDeleteVehicle: success({ existsInPermit: false }),
    checkIfDocumentExist: success({ DocumentNumber: '1', Exists: true, ErrorMessage: null }),
    getOrderLineTerminationDate: success({ TerminationDate: '2026-12-31' }),
  };
  const calls = Object.fromEntries(
    names.map((name) => [
      name,
      vi.fn(
        async () => overrides[name] ?? defaults[name] ?? success({ StatusCode: 200, ErrorMessage: null }),
      ),
    ]),
  ) as unknown as Calls;
  return { api: calls as unknown as MyParkingApi, calls };
}

export function fakeNavigation(href = 'https://www.example.se/se/my-parking'): PageNavigation & {
  assign: Mock<(url: string) => void>;
  reload: Mock<() => void>;
} {
  const url = new URL(href);
  return { href: url.href, pathname: url.pathname, assign: vi.fn(), reload: vi.fn() };
}

export const VEHICLE = { id: 'V-1', plateText: 'ABC 123', uid: 'U-1' };

/** Lets pending promises and timers up to `ms` run, inside act. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export interface RenderOptions {
  api?: MyParkingApi;
  navigation?: PageNavigation;
  fallbackHtml?: string;
  config?: Parameters<typeof storyConfig>[0];
}

/** The island as the runtime mounts it: in an element, with the host's trigger as fallback. */
export function renderConfirmDialog(props: ConfirmDialogProps, options: RenderOptions = {}) {
  const holder = document.createElement('div');
  holder.innerHTML = options.fallbackHtml ?? '';
  const fallback = Array.from(holder.childNodes);
  const element = document.createElement('div');
  element.setAttribute('data-nordpark', 'confirm-dialog');
  document.body.append(element);
  const navigation = options.navigation ?? fakeNavigation();
  const { api, calls } = options.api ? { api: options.api, calls: undefined } : fakeApi();
  const utils = render(
    <ConfirmDialog
      config={storyConfig({ language: 'en', ...options.config })}
      props={props}
      element={element}
      fallback={fallback}
      api={api}
      navigation={navigation}
    />,
    { container: element },
  );
  return { ...utils, element, navigation, calls };
}
