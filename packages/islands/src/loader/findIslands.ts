export const ISLAND_SELECTOR = '[data-nordpark]';

/** Island elements in `root`, `root` itself included when it is one. */
export function findIslands(root: ParentNode, selector: string = ISLAND_SELECTOR): HTMLElement[] {
  const inside = Array.from(root.querySelectorAll<HTMLElement>(selector));
  return isElement(root) && root.matches(selector) ? [root, ...inside] : inside;
}

export function isElement(node: Node): node is HTMLElement {
  return node.nodeType === 1; // Node.ELEMENT_NODE, one property lookup less in nordpark.js
}
