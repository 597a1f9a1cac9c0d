import { SCROLL_LOCK_CLASS } from '@nordpark/ui/scroll-lock';
import { act, fireEvent, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { expect, test } from 'vitest';
import { SearchStoreProvider } from '../store/SearchStoreContext';
import { createTestSearchStore } from '../testing/testStore';
import { useFullscreenMap } from './useFullscreenMap';

function Probe() {
  useFullscreenMap();
  return null;
}

test('MAP-21 SRCH-49 full screen locks the page root’s scroll; Escape leaves and unlocks', () => {
  const { store } = createTestSearchStore();
  const { unmount } = render(
    <StrictMode>
      <SearchStoreProvider store={store}>
        <Probe />
      </SearchStoreProvider>
    </StrictMode>,
  );
  const root = document.documentElement;
  expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  act(() => store.getState().setFullscreen(true));
  expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
  act(() => {
    fireEvent.keyDown(document.body, { key: 'Escape' });
  });
  expect(store.getState().fullscreen).toBe(false);
  expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  // Unmounted while full screen: the lock goes with it.
  act(() => store.getState().setFullscreen(true));
  unmount();
  expect(root.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
});
