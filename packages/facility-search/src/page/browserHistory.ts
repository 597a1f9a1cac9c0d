import type { SearchHistory } from '../store/searchDependencies';

/**
 * The address bar of the page the island sits in. Only the query string changes. The window
 * is looked up on each call, not on creation: the store is created in the first render, which
 * also runs on a server, and only its actions (effects, the visitor's input) reach the page.
 */
export function createBrowserHistory(win: () => Window = () => window): SearchHistory {
  const urlFor = (page: Window, query: string) =>
    `${page.location.pathname}${query ? `?${query}` : ''}${page.location.hash}`;
  return {
    currentQuery: () => win().location.search.replace(/^\?/, ''),
    push: (query) => {
      const page = win();
      page.history.pushState(page.history.state, '', urlFor(page, query));
    },
    replace: (query) => {
      const page = win();
      page.history.replaceState(page.history.state, '', urlFor(page, query));
    },
  };
}
