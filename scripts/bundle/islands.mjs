// What each island of the drop-in bundle loads for its first view, by source module. The build
// (scripts/build-browser.mjs) turns it into each island's start-up files: the chunks of these
// modules and everything they import, written into nordpark.js (the loader fetches them all at
// once) and into manifest.json.

/** The page languages; each island's texts are one chunk per language. */
export const LANGUAGES = ['sv', 'nb', 'fi', 'en'];

/** React, the islands runtime: every island's first view needs it. */
export const RUNTIME = 'packages/islands/src/runtime/index.ts';

/** The loader's failure chunk: an island's error box, its Try again and the retries' waits. */
export const FAILURE = 'packages/islands/src/loader/failure.ts';

/** What an island's data entry gets (the config as the island will get it): in the same module
 * the loader imports (src/dataEntries), listed here so that the data chunk holds it in any case. */
export const DATA_REQUEST = 'packages/islands/src/loader/dataRequest.ts';

/**
 * Per island: `entry` (what registerIsland imports), `texts` (one module per language,
 * `{language}` in the path), `data` (its data entry with the data request, the module the
 * loader imports: `@nordpark/<island>/prefetch` re-exported), and
 * `beside`: code fetched at once but at low priority, which must not hold back the first view
 * (the search's map).
 */
export const ISLANDS = {
  'date-field': {
    entry: 'packages/date-field/src/island.tsx',
    texts: ['packages/date-field/src/messages/{language}.ts'],
  },
  'facility-search': {
    entry: 'packages/facility-search/src/island.tsx',
    // The search bar holds the date field, with its own texts.
    texts: [
      'packages/facility-search/src/messages/{language}.ts',
      'packages/date-field/src/messages/{language}.ts',
    ],
    data: 'packages/islands/src/dataEntries/facility-search.ts',
    beside: ['packages/facility-search/src/map/MapPanel.tsx'],
  },
  'booking-flow': {
    entry: 'packages/booking-flow/src/island.tsx',
    texts: ['packages/booking-flow/src/messages/{language}.ts'],
    data: 'packages/islands/src/dataEntries/booking-flow.ts',
  },
  'confirm-dialog': {
    // The trigger's texts are in its entry in every language (architecture.md).
    entry: 'packages/my-parking/src/island.tsx',
  },
};
