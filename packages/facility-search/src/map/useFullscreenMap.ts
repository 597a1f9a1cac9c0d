import { lockScroll } from '@nordpark/ui/scroll-lock';
import { useEffect } from 'react';
import { useSearchStore, useSearchStoreApi } from '../store/SearchStoreContext';

/**
 * While the map is full screen (MAP-21) the page behind must not scroll (the scroll-lock
 * class on the page root, as for a modal) and Escape is the way back, unless something inside
 * (the info window) used that Escape already.
 */
export function useFullscreenMap(): boolean {
  const store = useSearchStoreApi();
  const fullscreen = useSearchStore((s) => s.fullscreen);
  useEffect(() => {
    if (!fullscreen) return;
    const release = lockScroll(document);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      store.getState().setFullscreen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      release();
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [fullscreen, store]);
  return fullscreen;
}
