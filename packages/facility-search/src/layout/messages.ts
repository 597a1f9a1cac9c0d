/** Texts of the island's frame: the live status line and the list/map toggle. {count} is a number. */
export type LayoutMessageId =
  | 'search.status.locating'
  | 'search.status.loading'
  | 'search.status.waiting'
  | 'search.status.results'
  | 'search.status.resultsOne'
  | 'search.status.none'
  | 'search.view.label'
  | 'search.view.list'
  | 'search.view.map';
