/** The search bar: place autocomplete, the advanced variant's date, the search button. */
export function SearchBar() {
  return <div className="np-search-bar" />;
}
