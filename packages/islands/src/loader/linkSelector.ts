// What nordpark.js needs of the link form (linkForm.ts) to tell whether a page holds one: the
// rest (reading a link, writing one) is in the chunk that upgrades them, so the loader stays small.

/** The fragment key that names the island; its presence is what makes a link an island. */
export const LINK_ISLAND_KEY = 'nordpark';

/** Links that carry an island: matched on the raw attribute, so no URL is parsed for the rest.
 * Written out (LINK_ISLAND_KEY's value), so that the bundler inlines it in each chunk that uses
 * it rather than export it from nordpark.js (linkForm.test.ts checks it against written links). */
export const LINK_SELECTOR = 'a[href*="#nordpark="]';
