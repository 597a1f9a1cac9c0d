/**
 * Texts of the search bar; ids start with "search.search.". Override any through config
 * `texts`. {count} is a number.
 */
export type SearchMessageId =
  | 'search.search.form'
  | 'search.search.label'
  | 'search.search.placeholder'
  | 'search.search.submit'
  | 'search.search.suggestions'
  | 'search.search.suggestionsOne'
  | 'search.search.noResults'
  | 'search.search.suggestFailed'
  | 'search.search.detailsFailed'
  | 'search.search.dateLabel';
