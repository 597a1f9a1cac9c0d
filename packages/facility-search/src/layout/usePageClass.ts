import { useEffect } from 'react';

/** The class the spec puts on the search page's body (§2); host styles may rely on it. */
export const SEARCH_PAGE_CLASS = 'facilitysearchpage';

/** Adds the page class if the host did not, and takes away only what it added. */
export function usePageClass(): void {
  useEffect(() => {
    const body = document.body;
    if (body.classList.contains(SEARCH_PAGE_CLASS)) return;
    body.classList.add(SEARCH_PAGE_CLASS);
    return () => body.classList.remove(SEARCH_PAGE_CLASS);
  }, []);
}
