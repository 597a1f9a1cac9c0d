import { type PageConfig, type PageConfigInput, parsePageConfig } from '@nordpark/core';

/** A page config as the islands get it: parsed, defaults filled in. */
export function testConfig(input: Partial<PageConfigInput> = {}): PageConfig {
  const parsed = parsePageConfig({ country: 'se', ...input });
  if (!parsed.ok) throw new Error(`bad test config: ${JSON.stringify(parsed.issues)}`);
  return parsed.value;
}

/** Distinct controller and page paths, so a test sees which template a call used. */
export const CASE_PATHS = {
  bookingController: '/api/booking/',
  bookingflowPage: '/se/bokning/',
  myParkingProduct: 'parking',
} as const;
