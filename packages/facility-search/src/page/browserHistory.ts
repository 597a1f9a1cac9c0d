import type { SearchHistory } from '../store/searchDependencies';

/** The address bar of the page the island sits in. Only the query string changes. */
export function createBrowserHistory(win: Window = window): SearchHistory {
  const urlFor = (query: string) => `${win.location.pathname}${query ? `?${query}` : ''}${win.location.hash}`;
  return {
    currentQuery: () => win.location.search.replace(/^\?/, ''),
    push: (query) => win.history.pushState(win.history.state, '', urlFor(query)),
    replace: (query) => win.history.replaceState(win.history.state, '', urlFor(query)),
  };
}
