// The link form of an island: a plain <a href> whose fragment names the island and carries its
// props. Rich-text editors and sanitizers that keep nothing but links keep it whole (an href
// survives TinyMCE, CKEditor 5, sanitize-html and Drupal's Basic HTML), and without the loader
// it stays a working link to the page the href names. docs/embedding.md has the design.
//
//   <a href="/se/booking/?fId=12&t=1#nordpark=booking-flow&nordpark-props=%7B%22fId%22%3A12%7D">Boka</a>

/** The fragment key that names the island; its presence is what makes a link an island. */
export const LINK_ISLAND_KEY = 'nordpark';
export const LINK_PROPS_KEY = 'nordpark-props';
export const LINK_LOAD_KEY = 'nordpark-load';

/** What a link form says: the island, its props as the JSON text, and when it wakes. */
export interface IslandLink {
  island: string;
  props?: string | undefined;
  load?: string | undefined;
}

/** The island a link form carries, or undefined when `href` is not one. */
export function parseIslandLink(href: string): IslandLink | undefined {
  const hash = href.indexOf('#');
  if (hash === -1) return undefined;
  const fields = new URLSearchParams(href.slice(hash + 1));
  const island = fields.get(LINK_ISLAND_KEY);
  if (!island) return undefined;
  return {
    island,
    props: fields.get(LINK_PROPS_KEY) ?? undefined,
    load: fields.get(LINK_LOAD_KEY) ?? undefined,
  };
}

/** The href of a link form: `target` (the page the link opens without the loader) with the
 * island in its fragment. Props left empty are not written; a fragment `target` had is replaced. */
export function islandLinkHref(target: string, { island, props, load }: IslandLink): string {
  const fields = new URLSearchParams({ [LINK_ISLAND_KEY]: island });
  if (props && props !== '{}') fields.set(LINK_PROPS_KEY, props);
  if (load) fields.set(LINK_LOAD_KEY, load);
  const hash = target.indexOf('#');
  return `${hash === -1 ? target : target.slice(0, hash)}#${fields.toString()}`;
}
