import type { PageConfig } from '@nordpark/core';
import type { IslandDefinition } from '@nordpark/ui/island';
import { debugMode } from '../debugMode';
import { ConfigError, PropsError } from '../errors';
import { type Diagnostic, diagnoseIsland } from './diagnoseIsland';
import { readIslandProps } from './readIslandProps';
import { readPageConfig } from './readPageConfig';
import { warnUnknownLoad } from './warnUnknownLoad';

export interface ResolvedIsland<P> {
  config: PageConfig;
  props: P;
  /** What the console warned about for this island (page-config warnings included, though the
   * console says those once per page). */
  warnings: Diagnostic[];
  /** Debug mode is on: `?nordpark-debug` in the URL, or `"debug": true` in the page config. */
  debug: boolean;
}

/**
 * What an island renders with: the page config with the island's config-key props merged
 * over it, and the island's own props, both validated. Throws a ConfigError or PropsError
 * naming the key and the fix; unknown keys and dropped values only warn. The words are
 * diagnoseIsland's, which the embed builder shows too.
 */
export function resolveIsland<P>(
  element: HTMLElement,
  island: string,
  definition: IslandDefinition<P>,
): ResolvedIsland<P> {
  const page = readPageConfig(element.ownerDocument, island, element);
  warnUnknownLoad(element, island, page.raw);
  const source = readIslandProps(element, island);
  const diagnosis = diagnoseIsland(page.raw, source.props, definition.propsSchema, island, {
    where: source.where,
    element,
  });
  const own = diagnosis.warnings.filter((warning) => warning.source === 'props');
  for (const warning of own) console.warn(warning.message);

  if (diagnosis.failure) {
    const { kind, detail, key } = diagnosis.failure;
    const warnings = diagnosis.warnings.map((warning) => warning.message);
    throw new (kind === 'config' ? ConfigError : PropsError)(detail, { island, element, key, warnings });
  }
  warnPageOnce(page.script, diagnosis.warnings);
  const debug = debugMode(element.ownerDocument, page.raw);
  return { ...diagnosis.resolved, warnings: diagnosis.warnings, debug };
}

// Page-config problems concern the page, not one island: warn once per config script.
const warnedScripts = new WeakSet<Element>();

function warnPageOnce(script: Element | null, warnings: Diagnostic[]): void {
  if (!script || warnedScripts.has(script)) return;
  warnedScripts.add(script);
  for (const warning of warnings) if (warning.source === 'page') console.warn(warning.message);
}
