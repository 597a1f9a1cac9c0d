/** What a keyboard user can be on. */
const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([type="hidden"]):not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/**
 * The control in the island's view that stands for `lost`, the host fallback's control that had
 * focus when the view replaced it: the one with its id, else its name, else the view's first
 * control. A visitor who tabbed or clicked into the fallback (an `interaction` island wakes
 * so) goes on where they were, not from the top of the page.
 */
export function counterpartOf(view: ParentNode, lost: Element): HTMLElement | undefined {
  const controls = Array.from(view.querySelectorAll<HTMLElement>(FOCUSABLE));
  const name = lost.getAttribute('name');
  return (
    (lost.id ? controls.find((control) => control.id === lost.id) : undefined) ??
    (name ? controls.find((control) => control.getAttribute('name') === name) : undefined) ??
    controls[0]
  );
}

/** The focused element, if it is inside one of `nodes` (the fallback about to go). */
export function focusIn(nodes: readonly Node[], document: Document): Element | undefined {
  const focused = document.activeElement;
  return focused && nodes.some((node) => node.contains(focused)) ? focused : undefined;
}
