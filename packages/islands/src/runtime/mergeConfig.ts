import { isPlainObject } from './jsonObject';

/**
 * Props over page config, nested objects merged key by key (as GOV.UK Frontend merges
 * configs): an island setting `texts` or `map.tileUrl` keeps the page's other entries.
 * Arrays and other values replace.
 */
export function mergeConfig(
  base: Record<string, unknown>,
  override: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeConfig(current, value) : value;
  }
  return merged;
}
