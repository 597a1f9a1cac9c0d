import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { SearchStore } from './createSearchStore';
import type { SearchStoreState } from './searchState';

const SearchStoreContext = createContext<SearchStore | null>(null);

export function SearchStoreProvider({ store, children }: { store: SearchStore; children: ReactNode }) {
  return <SearchStoreContext.Provider value={store}>{children}</SearchStoreContext.Provider>;
}

/** The island's store; throws when used outside the island, which is a programming error. */
export function useSearchStoreApi(): SearchStore {
  const store = useContext(SearchStoreContext);
  if (!store) throw new Error('useSearchStore must be used inside <SearchStoreProvider>.');
  return store;
}

/** Reads a slice of the island's search state; re-renders only when that slice changes. */
export function useSearchStore<T>(selector: (state: SearchStoreState) => T): T {
  return useStore(useSearchStoreApi(), selector);
}
