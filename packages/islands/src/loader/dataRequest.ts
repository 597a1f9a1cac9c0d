// What an island's data entry gets (a chunk of its own, React-free): the page config merged
// and validated exactly as the runtime will render the island with it, and the raw props.
import { parsePageConfig } from '@nordpark/core';
import type { IslandDataRequest } from '@nordpark/ui/island';
import { mergeConfig } from '../runtime/mergeConfig';
import { readIslandProps } from '../runtime/readIslandProps';
import { readPageConfig } from '../runtime/readPageConfig';
import { splitProps } from '../runtime/splitProps';

/** The data request for one island element; undefined when its config or props are broken
 * (the island reports that itself when it renders). */
export function dataRequest(element: HTMLElement, island: string): IslandDataRequest | undefined {
  try {
    const page = readPageConfig(element.ownerDocument, island, element);
    const { props } = readIslandProps(element, island);
    const config = parsePageConfig(mergeConfig(page.raw ?? {}, splitProps(props, []).config));
    return config.ok ? { config: config.value, props, element } : undefined;
  } catch {
    return undefined;
  }
}
