import { PropsError } from '../errors';
import { parseJsonObject } from './jsonObject';

export const PROPS_ATTRIBUTE = 'data-nordpark-props';

export interface IslandPropsSource {
  props: Record<string, unknown>;
  /** Where the props live, for messages: "Fix <where>." */
  where: string;
}

/** The island's props: the attribute when present, else a child JSON script (for long
 * content), else none. */
export function readIslandProps(element: HTMLElement, island: string): IslandPropsSource {
  const attribute = element.getAttribute(PROPS_ATTRIBUTE);
  if (attribute !== null) return parse(attribute, 'the data-nordpark-props JSON', element, island);
  const script = Array.from(element.children).find(
    (child) => child.localName === 'script' && child.getAttribute('type') === 'application/json',
  );
  if (script)
    return parse(script.textContent ?? '', `the island's <script type="application/json">`, element, island);
  return { props: {}, where: 'the data-nordpark-props JSON' };
}

function parse(text: string, where: string, element: HTMLElement, island: string): IslandPropsSource {
  const parsed = parseJsonObject(text);
  if (!parsed.ok) throw new PropsError(`${where} ${parsed.problem}. Fix ${where}.`, { island, element });
  return { props: parsed.value, where };
}
