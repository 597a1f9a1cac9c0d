import type { IslandObserver, MountOptions } from '../types';
import { isElement } from './findIslands';
import { mount, unmount } from './mount';

/**
 * Keeps `root` in step with its DOM: islands added later (CMS on-page editing re-renders
 * blocks) are mounted, removed ones unmounted, nested ones included. A node that was only
 * moved within `root` keeps its island, state and all.
 */
export function observe(root: Node = document, options: MountOptions = {}): IslandObserver {
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.removedNodes) {
        if (isElement(node) && !root.contains(node)) unmount(node);
      }
      for (const node of mutation.addedNodes) {
        if (isElement(node) && root.contains(node)) void mount(node, options);
      }
    }
  });
  observer.observe(root, { childList: true, subtree: true });
  return { disconnect: () => observer.disconnect() };
}
