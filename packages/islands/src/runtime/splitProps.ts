import { PAGE_CONFIG_KEYS } from '@nordpark/core';

export interface SplitProps {
  /** Page-config keys set on the island: they override the page config for it alone. */
  config: Record<string, unknown>;
  /** The island's own keys, for its schema. */
  own: Record<string, unknown>;
  /** Keys neither knows: warned about, never fatal, so an older bundle survives a newer
   * CMS template. */
  unknown: string[];
}

export function splitProps(props: Record<string, unknown>, ownKeys: readonly string[]): SplitProps {
  const configKeys: readonly string[] = PAGE_CONFIG_KEYS;
  const split: SplitProps = { config: {}, own: {}, unknown: [] };
  for (const [key, value] of Object.entries(props)) {
    const isConfig = configKeys.includes(key);
    const isOwn = ownKeys.includes(key);
    if (isConfig) split.config[key] = value;
    // An island that declares a config key (say `language`) gets it as a prop as well.
    if (isOwn) split.own[key] = value;
    if (!isConfig && !isOwn) split.unknown.push(key);
  }
  return split;
}
