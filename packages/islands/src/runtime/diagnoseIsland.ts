import { type ConfigIssue, PAGE_CONFIG_KEYS, type PageConfig, parsePageConfig } from '@nordpark/core';
import type { IslandDefinition } from '@nordpark/ui/island';
import { islandMessage } from '../errors';
import { describeIssue } from './describeIssue';
import { isPlainObject, parseJsonObject } from './jsonObject';
import { mergeConfig } from './mergeConfig';
import { PAGE_CONFIG_FIX } from './readPageConfig';
import { splitProps } from './splitProps';
import { validateProps } from './validateProps';

/** One problem with one key, in the runtime's words. */
export interface Diagnostic {
  /** The key at fault, as a dot path (`map.tileUrl`); '' when no one key is (page config that is
   * not an object). */
  key: string;
  /** The console line, exactly: `[nordpark] <island> on <element>: <detail>` (without
   * ` on <element>` when no element was given; page-config warnings name no island, as they
   * concern the whole page). */
  message: string;
  /** What is wrong and the fix, the message without its `[nordpark] …:` prefix: for a form
   * field. */
  detail: string;
  /** Where it is fixed: the page config, or the island's props. */
  source: 'page' | 'props';
}

/** The one error the runtime throws for a diagnosis with errors: every problem of the page
 * config in one ConfigError, else every problem of the props in one PropsError. */
export interface IslandFailure {
  kind: 'config' | 'props';
  /** The first key at fault. */
  key: string | undefined;
  /** The error's message without its `[nordpark] …:` prefix. */
  detail: string;
}

export type IslandDiagnosis<P = unknown> = {
  /** Each fatal problem on its own, with its fix (what a form marks at its field). */
  errors: Diagnostic[];
  /** What the runtime ignores and warns about: unknown props, unknown page-config keys, and
   * values of the wrong type that the island's schema drops (`v.fallback`). */
  warnings: Diagnostic[];
} & (
  | { /** What the runtime throws. */ failure: IslandFailure; resolved?: undefined }
  | { failure?: undefined /** What the island renders with. */; resolved: { config: PageConfig; props: P } }
);

export interface DiagnoseOptions {
  /** Where the props were written, for "Fix <where>.". */
  where?: string;
  /** The island's element, for the messages' ` on <element>`. */
  element?: Element;
}

// `debug` (debug mode) is read from the raw JSON: known whether or not core's schema lists it.
const PAGE_KEYS: readonly string[] = [...PAGE_CONFIG_KEYS, 'debug'];

export const PROPS_WHERE = 'the data-nordpark-props JSON';

/**
 * What the runtime would say about an island with this page config and these props, without
 * a page: every error and warning, each in the words of the console line, fix included. Pure
 * and DOM-free (an element, if given, is only described): the embed builder marks its fields
 * with it, and the runtime resolves islands through it.
 *
 * `pageConfigRaw` is the page config's parsed JSON, or undefined when the page has none.
 */
export function diagnoseIsland<P>(
  pageConfigRaw: unknown,
  propsRaw: Record<string, unknown>,
  propsSchema: IslandDefinition<P>['propsSchema'],
  island: string,
  { where = PROPS_WHERE, element }: DiagnoseOptions = {},
): IslandDiagnosis<P> {
  const made = (source: Diagnostic['source'], key: string, detail: string, ofPage = false): Diagnostic => ({
    key,
    detail,
    source,
    message: ofPage ? islandMessage(detail) : islandMessage(detail, island, element),
  });
  const fixProps = `Fix ${where}.`;
  const split = splitProps(propsRaw, Object.keys(propsSchema.entries));
  const warnings = split.unknown.map((key) =>
    made('props', key, `unknown prop "${key}" is ignored. Check its spelling in ${where}.`),
  );
  for (const [key, problem] of dropped(propsSchema.entries, split.own)) {
    warnings.push(made('props', key, `${problem}, so it is ignored. ${fixProps}`));
  }

  const page = pageConfigRaw === undefined ? undefined : parsePageObject(pageConfigRaw);
  const pageRaw = page?.ok ? page.value : {};
  if (page?.ok) {
    for (const key of Object.keys(pageRaw).filter((key) => !PAGE_KEYS.includes(key))) {
      warnings.push(
        made('page', key, `page config: unknown key "${key}" is ignored. ${PAGE_CONFIG_FIX}`, true),
      );
    }
  }

  const merged = mergeConfig(pageRaw, split.config);
  const config = parsePageConfig(merged);
  const ownProps = validateProps(propsSchema, split.own);
  const configIssues = config.ok ? [] : config.issues;
  // A bad config value the island's props set is theirs to fix, not the page's.
  const fromProps = (issue: ConfigIssue) => (issue.key.split('.')[0] ?? '') in split.config;
  const input = { ...split.config, ...split.own };
  const propIssues = [...configIssues.filter(fromProps), ...(ownProps.ok ? [] : ownProps.issues)];
  const propErrors = propIssues.map((issue) =>
    made('props', issue.key, `${describeIssue('prop', issue, input)}. ${fixProps}`),
  );

  let pageFailure: IslandFailure | undefined;
  let pageErrors: Diagnostic[];
  if (page && !page.ok) {
    const detail = `the page config ${page.problem}. ${PAGE_CONFIG_FIX}`;
    pageErrors = [made('page', '', detail)];
    pageFailure = { kind: 'config', key: undefined, detail };
  } else if (!page && !('country' in split.config)) {
    const detail = `the page has no config, and "country" is required. Add <script type="application/json" id="nordpark-config">{"country":"se"}</script> to the page, or set "country" in ${where}.`;
    pageErrors = [made('page', 'country', detail)];
    pageFailure = { kind: 'config', key: 'country', detail };
  } else {
    const pageIssues = configIssues.filter((issue) => !fromProps(issue));
    pageErrors = pageIssues.map((issue) =>
      made('page', issue.key, `${describeIssue('page config', issue, merged)}. ${PAGE_CONFIG_FIX}`),
    );
    if (pageIssues.length > 0) {
      const detail = `${list('page config', pageIssues, merged)}. ${PAGE_CONFIG_FIX}`;
      pageFailure = { kind: 'config', key: pageIssues[0]?.key, detail };
    }
  }

  const errors = [...pageErrors, ...propErrors];
  if (pageFailure) return { errors, warnings, failure: pageFailure };
  if (propIssues.length > 0 || !config.ok || !ownProps.ok) {
    const detail = `${list('prop', propIssues, input)}. ${fixProps}`;
    return { errors, warnings, failure: { kind: 'props', key: propIssues[0]?.key, detail } };
  }
  return { errors, warnings, resolved: { config: config.value, props: ownProps.value } };
}

function parsePageObject(raw: unknown) {
  if (isPlainObject(raw)) return { ok: true as const, value: raw };
  // Phrased as for page config text that parses to something else.
  return parseJsonObject(JSON.stringify(raw) ?? 'undefined');
}

function list(label: string, issues: ConfigIssue[], input: Record<string, unknown>): string {
  return issues.map((issue) => describeIssue(label, issue, input)).join('; ');
}

type Entries = IslandDefinition['propsSchema']['entries'];

/**
 * Values that an entry with a fallback (`v.fallback`) replaced rather than rejected, and why:
 * `[key, 'prop "date" must be a string (got 5)']`. Valibot keeps the schema it wraps as
 * `wrapped` (for `v.fallback(v.optional(…))`), which still says what was expected.
 */
function dropped(entries: Entries, own: Record<string, unknown>): [string, string][] {
  const found: [string, string][] = [];
  for (const [key, value] of Object.entries(own)) {
    const entry = entries[key] as Entries[string] & { fallback?: unknown; wrapped?: Entries[string] };
    if (!entry || !('fallback' in entry)) continue;
    const result = entry['~standard'].validate(value);
    if (result instanceof Promise || result.issues || same(result.value, value)) continue;
    const strict = entry.wrapped?.['~standard'].validate(value);
    const issue = strict && !(strict instanceof Promise) ? strict.issues?.[0] : undefined;
    const message = issue?.message ?? 'has a value of the wrong type';
    found.push([key, describeIssue('prop', { key, message }, own)]);
  }
  return found;
}

function same(a: unknown, b: unknown): boolean {
  return Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
}
