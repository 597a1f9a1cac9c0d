// The map is created in a task after the commit that made its element, and its
// layers render after that; in one layout effect, all of it was one long task.

import { patiently, renderOutsideAct } from '@nordpark/ui/testing';
import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';

const created = vi.hoisted(() => [] as { element: HTMLElement; removed: boolean }[]);
vi.mock('leaflet', () => ({
  Map: class {
    private readonly entry: { element: HTMLElement; removed: boolean };
    constructor(element: HTMLElement) {
      this.entry = { element, removed: false };
      created.push(this.entry);
    }
    setView() {
      return this;
    }
    remove() {
      this.entry.removed = true;
    }
  },
}));

const { LeafletMapContainer } = await import('./LeafletMapContainer');

// Outside `act`, which would run the effects at once: each step is what one task leaves.
let restoreAct: () => void;
let root: Root | undefined;
beforeAll(() => {
  restoreAct = renderOutsideAct();
});
afterAll(() => restoreAct());
afterEach(() => {
  root?.unmount();
  root = undefined;
  created.length = 0;
  document.body.replaceChildren();
});

test('the map is made in a task after the commit of its element', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  // Mutation records are delivered at the end of the task that committed the element: what
  // exists then was made in that task.
  const mapsAtCommit: number[] = [];
  const observer = new MutationObserver(() => {
    if (container.querySelector('.np-map') && mapsAtCommit.length === 0) mapsAtCommit.push(created.length);
  });
  observer.observe(container, { childList: true, subtree: true });
  const onMap = vi.fn();
  root = createRoot(container);
  const mounted = root;
  // As the search layout mounts the map: in a transition.
  startTransition(() =>
    mounted.render(
      <LeafletMapContainer className="np-map" center={[59.33, 18.07]} zoom={13} options={{}} onMap={onMap} />,
    ),
  );
  await vi.waitFor(() => expect(onMap).toHaveBeenCalledOnce(), patiently);
  observer.disconnect();
  expect(mapsAtCommit).toEqual([0]);
  expect(created).toHaveLength(1);
  expect(created[0]?.element).toBe(container.querySelector('.np-map'));
  mounted.unmount();
  root = undefined;
  expect(created[0]?.removed).toBe(true);
  expect(onMap).toHaveBeenLastCalledWith(null);
});
