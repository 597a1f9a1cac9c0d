import { readableKey } from '@nordpark/core';
import type { useTranslate } from '../messages/TranslateContext';

const NAMED_SERVICES = new Set(['electricChargingPoint', 'disabled', 'bicycleParking', 'carWash']);

/** A service in the page's language; one the texts do not know yet in readable words, never a key. */
export function serviceLabel(t: ReturnType<typeof useTranslate>, service: string): string {
  return NAMED_SERVICES.has(service)
    ? t(`search.list.service.${service}` as 'search.list.service.disabled')
    : readableKey(service);
}
