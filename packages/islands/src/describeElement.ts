/**
 * A short, selector-like name for an element, for error messages a host developer can
 * search the page source for: the id when there is one (it is unique), otherwise the tag,
 * the first classes and the island attribute.
 */
export function describeElement(element: Element): string {
  const tag = element.localName;
  if (element.id) return `${tag}#${element.id}`;
  const classes = Array.from(element.classList, (name) => `.${name}`)
    .slice(0, 2)
    .join('');
  const island = element.getAttribute('data-nordpark');
  return `${tag}${classes}${island === null ? '' : `[data-nordpark="${island}"]`}`;
}
