// What nordpark.js needs of the link form (linkForm.ts) to tell whether a page holds one: the
// rest (reading a link, writing one) is in the chunk that upgrades them, so the loader stays
// small. Nothing else imports this module, so no chunk imports it from nordpark.js.

/** Links that carry an island: matched on the raw attribute, so no URL is parsed for the rest.
 * `nordpark` is linkForm.ts's LINK_ISLAND_KEY (linkForm.test.ts checks it on written links). */
export const LINK_SELECTOR = 'a[href*="#nordpark="]';
