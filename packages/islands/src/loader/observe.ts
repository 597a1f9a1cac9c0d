import type { IslandObserver, MountOptions } from '../types';
import { isElement } from './findIslands';
import { mount, unmount } from './mount';
import { STATE_ATTRIBUTE } from './records';

/** An island's own element, whatever its state: what changes inside it is the island's. */
const CLAIMED = `[${STATE_ATTRIBUTE}]`;

/**
 * Keeps `root` in step with its DOM: islands added later (CMS on-page editing re-renders
 * blocks) are mounted, removed ones unmounted, nested ones included. A node that was only
 * moved within `root` keeps its island, state and all.
 */
export function observe(root: Node = document, options: MountOptions = {}): IslandObserver {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      // What an island renders inside itself (every React commit that adds or removes nodes)
      // is its own: not searched for islands, which was a cost on every step change or show
      // more; server HTML an island shows cannot start another island either.
      if (isElement(mutation.target) && mutation.target.closest(CLAIMED)) continue;
      for (const node of mutation.removedNodes) {
        if (isElement(node) && !root.contains(node)) unmount(node);
      }
      for (const node of mutation.addedNodes) {
        if (isElement(node) && root.contains(node)) void mount(node, options);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return observer;
}
