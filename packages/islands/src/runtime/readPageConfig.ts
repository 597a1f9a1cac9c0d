import { ConfigError } from '../errors';
import { parseJsonObject } from './jsonObject';

export const PAGE_CONFIG_SELECTOR = 'script[type="application/json"]#nordpark-config';
export const PAGE_CONFIG_FIX = 'Fix the JSON in <script type="application/json" id="nordpark-config">.';

export interface PageConfigSource {
  script: Element | null;
  /** The parsed JSON, or undefined when the page has no config script. */
  raw: Record<string, unknown> | undefined;
}

/** Reads the page config afresh for each island: a CMS editor may rewrite it in place. */
export function readPageConfig(document: Document, island: string, element: Element): PageConfigSource {
  const script = document.querySelector(PAGE_CONFIG_SELECTOR);
  if (!script) return { script, raw: undefined };
  const parsed = parseJsonObject(script.textContent ?? '');
  if (!parsed.ok)
    throw new ConfigError(`the page config ${parsed.problem}. ${PAGE_CONFIG_FIX}`, { island, element });
  return { script, raw: parsed.value };
}
