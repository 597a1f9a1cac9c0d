/** The advanced variant's filters button and the filter overlay it opens. */
export function FiltersButton() {
  return null;
}
