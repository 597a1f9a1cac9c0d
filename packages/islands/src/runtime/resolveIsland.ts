import { type ConfigIssue, type PageConfig, parsePageConfig } from '@nordpark/core';
import type { IslandDefinition } from '@nordpark/ui/island';
import { ConfigError, islandMessage, PropsError } from '../errors';
import { describeIssue } from './describeIssue';
import { mergeConfig } from './mergeConfig';
import { type IslandPropsSource, readIslandProps } from './readIslandProps';
import { PAGE_CONFIG_FIX, readPageConfig } from './readPageConfig';
import { type SplitProps, splitProps } from './splitProps';
import { validateProps } from './validateProps';

export interface ResolvedIsland<P> {
  config: PageConfig;
  props: P;
}

interface Context {
  island: string;
  element: HTMLElement;
}

/**
 * What an island renders with: the page config with the island's config-key props merged
 * over it, and the island's own props, both validated. Throws a ConfigError or PropsError
 * naming the key and the fix; unknown keys only warn.
 */
export function resolveIsland<P>(
  element: HTMLElement,
  island: string,
  definition: IslandDefinition<P>,
): ResolvedIsland<P> {
  const context: Context = { island, element };
  const page = readPageConfig(element.ownerDocument, island, element);
  const source = readIslandProps(element, island);
  const split = splitProps(source.props, Object.keys(definition.propsSchema.entries));
  for (const key of split.unknown) {
    console.warn(
      islandMessage(
        `unknown prop "${key}" is ignored. Check its spelling in ${source.where}.`,
        island,
        element,
      ),
    );
  }

  if (page.raw === undefined && !('country' in split.config)) {
    throw new ConfigError(
      `the page has no config, and "country" is required. Add <script type="application/json" id="nordpark-config">{"country":"se"}</script> to the page, or set "country" in ${source.where}.`,
      { ...context, key: 'country' },
    );
  }
  const merged = mergeConfig(page.raw ?? {}, split.config);
  const config = parsePageConfig(merged);
  const ownProps = validateProps(definition.propsSchema, split.own);

  const configIssues = config.ok ? [] : config.issues;
  // A bad config value the island's props set is theirs to fix, not the page's.
  const fromProps = (issue: ConfigIssue) => (issue.key.split('.')[0] ?? '') in split.config;
  const pageIssues = configIssues.filter((issue) => !fromProps(issue));
  if (pageIssues.length > 0) {
    throw new ConfigError(`${list('page config', pageIssues, merged)}. ${PAGE_CONFIG_FIX}`, {
      ...context,
      key: pageIssues[0]?.key,
    });
  }
  // Every config issue left came from the island's props.
  if (!config.ok || !ownProps.ok) {
    throw propsError([...configIssues, ...(ownProps.ok ? [] : ownProps.issues)], split, source, context);
  }
  warnUnknownPageKeys(page.script, config.unknownKeys);
  return { config: config.value, props: ownProps.value };
}

function propsError(issues: ConfigIssue[], split: SplitProps, source: IslandPropsSource, context: Context) {
  const input = { ...split.config, ...split.own };
  return new PropsError(`${list('prop', issues, input)}. Fix ${source.where}.`, {
    ...context,
    key: issues[0]?.key,
  });
}

function list(label: string, issues: ConfigIssue[], input: Record<string, unknown>): string {
  return issues.map((issue) => describeIssue(label, issue, input)).join('; ');
}

// Page-config problems concern the page, not one island: warn once per config script.
const warnedScripts = new WeakSet<Element>();

function warnUnknownPageKeys(script: Element | null, keys: string[]): void {
  if (!script || keys.length === 0 || warnedScripts.has(script)) return;
  warnedScripts.add(script);
  for (const key of keys) {
    console.warn(islandMessage(`page config: unknown key "${key}" is ignored. ${PAGE_CONFIG_FIX}`));
  }
}
