/** How long the space a removed element leaves takes to close. */
const COLLAPSE_MS = 200;

/**
 * Removes an element and closes the space it leaves with a height animation (Web Animations),
 * so what follows slides up instead of jumping a whole row. The element leaves the document,
 * and the accessibility tree, at once; an empty stand-in of its height takes its place and
 * shrinks to nothing: a table row's is a row with one cell across the table (a row cannot be
 * shorter than its content), anything else's a block. Without Web Animations, or when the
 * visitor asks for reduced motion, the element simply goes.
 */
export function collapseAndRemove(element: Element): void {
  const height = element.getBoundingClientRect().height;
  const view = element.ownerDocument.defaultView;
  const still = view?.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const document = element.ownerDocument;
  if (!(height > 0) || !view || still || typeof document.body.animate !== 'function') {
    element.remove();
    return;
  }
  let standIn: HTMLElement;
  let sized: HTMLElement;
  if (element instanceof view.HTMLTableRowElement) {
    const cell = document.createElement('td');
    cell.colSpan = Math.max(
      1,
      [...element.cells].reduce((columns, each) => columns + each.colSpan, 0),
    );
    cell.style.padding = '0';
    cell.style.border = '0';
    standIn = document.createElement('tr');
    standIn.append(cell);
    sized = cell;
  } else {
    standIn = document.createElement('div');
    sized = standIn;
  }
  standIn.setAttribute('aria-hidden', 'true');
  // Where the animation ends: no frame between its end and the stand-in's removal shows it again.
  sized.style.height = '0';
  element.replaceWith(standIn);
  const remove = () => standIn.remove();
  sized
    .animate([{ height: `${height}px` }, { height: '0' }], { duration: COLLAPSE_MS, easing: 'ease-out' })
    .finished.then(remove, remove);
}
