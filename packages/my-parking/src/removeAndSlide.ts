/** How long what follows a removed element takes to slide into its place. */
const SLIDE_MS = 200;

const TABLE_PARTS = new Set(['TR', 'THEAD', 'TBODY', 'TFOOT', 'CAPTION']);

/**
 * Whether `element` is a row, a row group or a caption of a table laid out as a table that
 * paints the borders itself (collapsed borders): they would stay where the layout puts them
 * while the rows slid over them, so the rows after it take their new place at once. A table a
 * phone layout shows as blocks (stacked cards) has no such borders.
 */
function inCollapsedTable(element: Element, view: Window): boolean {
  const table = TABLE_PARTS.has(element.tagName) ? element.parentElement?.closest('table') : null;
  if (!table) return false;
  const style = view.getComputedStyle(table);
  return style.borderCollapse === 'collapse' && style.display.endsWith('table');
}

/**
 * Everything whose place can change when `element` leaves and that can slide: the elements
 * after it and after each of its ancestors, up to the body. Their subtrees move with them.
 */
function followers(element: Element, view: Window): Element[] {
  const { body } = element.ownerDocument;
  const found: Element[] = [];
  for (let at: Element | null = element; at && at !== body; at = at.parentElement) {
    if (inCollapsedTable(at, view)) continue;
    for (let next = at.nextElementSibling; next; next = next.nextElementSibling) found.push(next);
  }
  return found;
}

function inView(rect: DOMRect, view: Window): boolean {
  return rect.bottom > 0 && rect.top < view.innerHeight && rect.right > 0 && rect.left < view.innerWidth;
}

/**
 * Removes an element at once, from the document and the accessibility tree, and lets what
 * follows slide into its place rather than jump there: each element that moved and is in view
 * starts where it was and is translated to where it now is (first, last, invert, play). A
 * translation moves nothing in the layout, so what slides is not a layout shift, and it runs
 * on the compositor. The rows after it in a table with collapsed borders take their place at
 * once. Without Web Animations, or when the visitor asks for reduced motion, the element
 * simply goes.
 */
export function removeAndSlide(element: Element): void {
  const document = element.ownerDocument;
  const view = document.defaultView;
  const still = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (!view || still || typeof document.body.animate !== 'function') {
    element.remove();
    return;
  }
  const moving = followers(element, view);
  const first = moving.map((each) => each.getBoundingClientRect());
  element.remove();
  moving.forEach((each, index) => {
    const before = first[index];
    const after = each.getBoundingClientRect();
    if (!before || !(inView(before, view) || inView(after, view))) return;
    const dx = before.left - after.left;
    const dy = before.top - after.top;
    if (dx === 0 && dy === 0) return;
    // `translate`, not `transform`: it adds to whatever transform the host gave the element.
    each.animate([{ translate: `${dx}px ${dy}px` }, { translate: '0px 0px' }], {
      duration: SLIDE_MS,
      easing: 'ease-out',
    });
  });
}
