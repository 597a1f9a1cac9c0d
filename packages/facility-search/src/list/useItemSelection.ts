import { scrollIntoViewAfterPaint } from '@nordpark/ui/schedule';
import { useDesktopWidth } from '@nordpark/ui/viewport';
import { useEffect, useRef } from 'react';
import { useSearchStore } from '../store/SearchStoreContext';

/**
 * A list item's side of the one selection shared with the map: a selection made on the map
 * scrolls the item into view, one made here does not (it is in view already), and "Show on
 * map" selects it (or, on a desktop, unselects it again).
 */
export function useItemSelection(uid: string, selected: boolean) {
  const select = useSearchStore((s) => s.select);
  const showOnMap = useSearchStore((s) => s.showOnMap);
  const setView = useSearchStore((s) => s.setView);
  const desktop = useDesktopWidth();
  const item = useRef<HTMLLIElement>(null);
  const selectedHere = useRef(false);

  useEffect(() => {
    if (!selected) return;
    if (selectedHere.current) {
      selectedHere.current = false;
      return;
    }
    // Chosen on the map: bring the item to the list's visible part, after the next paint, so
    // the scroll's layout is not part of the selection's task.
    return scrollIntoViewAfterPaint(item.current);
  }, [selected]);

  /** A selection made here: the item is in view already, so it is not scrolled to. */
  const selectHere = (choose: (uid: string) => void) => {
    if (!selected) selectedHere.current = true;
    choose(uid);
  };

  // Focus goes to the facility's marker, whose info window opens: the visitor carries on
  // from there, by keyboard as by pointer.
  const toggleMap = () => {
    if (selected && desktop) {
      select(null);
      return;
    }
    selectHere(showOnMap);
    if (!desktop) setView('map');
  };

  return { item, selectHere, toggleMap };
}
