import { type PageConfig, parsePageConfig } from '@nordpark/core';

/** A valid Swedish page config for stories and tests, with defaults filled in. */
export function storyConfig(overrides: Partial<Record<keyof PageConfig, unknown>> = {}): PageConfig {
  const result = parsePageConfig({ country: 'se', ...overrides });
  if (!result.ok)
    throw new Error(`storyConfig: ${result.issues.map((i) => `${i.key} ${i.message}`).join('; ')}`);
  return result.value;
}
