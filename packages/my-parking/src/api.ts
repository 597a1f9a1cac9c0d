import {
  type ClientOptions,
  createCallContext,
  createLandlordCalls,
  createMyParkingCalls,
  createSender,
} from '@nordpark/api';
import type { PageConfig } from '@nordpark/core';

/**
 * Only the calls the confirm dialogs make: the my-parking and landlord areas of the API
 * client over the same sender, so a page with a confirm dialog downloads none of the search
 * or booking calls. Real HTTP, or mock mode when the config asks for it.
 */
export function createMyParkingApi(config: PageConfig, options?: ClientOptions) {
  const context = createCallContext(config, createSender(config, options));
  return { ...createMyParkingCalls(context), ...createLandlordCalls(context) };
}

export type MyParkingApi = ReturnType<typeof createMyParkingApi>;
