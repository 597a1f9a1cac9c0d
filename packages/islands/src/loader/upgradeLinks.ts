import { parseIslandLink } from './linkForm';

/**
 * Turns each link form of `links` (the loader found them) into an island element in its place,
 * the link inside it as the fallback the island replaces and puts back on unmount. A
 * paragraph that holds nothing but the link is taken with it, so that the island does not sit
 * in a paragraph. Links inside an island element are its fallback, not islands of their own.
 * Returns the elements made.
 */
export function upgradeLinks(links: readonly HTMLElement[]): HTMLElement[] {
  const made: HTMLElement[] = [];
  for (const link of links) {
    const found = !link.closest('[data-nordpark]') && parseIslandLink(link.getAttribute('href') ?? '');
    if (!found) continue;
    const element = link.ownerDocument.createElement('div');
    element.setAttribute('data-nordpark', found.island);
    if (found.props) element.setAttribute('data-nordpark-props', found.props);
    if (found.load) element.setAttribute('data-nordpark-load', found.load);
    const parent = link.parentElement;
    const taken =
      parent?.tagName === 'P' &&
      parent.childElementCount === 1 &&
      parent.textContent?.trim() === link.textContent?.trim();
    const fallback = taken ? parent : link;
    if (taken) {
      // The island stands where the paragraph stood, margins and all, so that nothing moves
      // (nordpark.css takes the paragraph's own margins inside the island).
      const { marginTop, marginBottom } = getComputedStyle(parent);
      Object.assign(element.style, { marginTop, marginBottom });
    }
    fallback.replaceWith(element);
    element.append(fallback);
    made.push(element);
  }
  return made;
}
