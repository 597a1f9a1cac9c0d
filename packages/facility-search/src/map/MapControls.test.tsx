import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { InEnglish } from '../testing/TestProviders';
import { MapControls } from './MapControls';

function renderControls(fullscreen: boolean, offered: boolean) {
  const onFullscreen = vi.fn();
  const onSearchArea = vi.fn();
  render(
    <InEnglish>
      <MapControls
        fullscreen={fullscreen}
        onFullscreen={onFullscreen}
        searchAreaOffered={offered}
        onSearchArea={onSearchArea}
      />
    </InEnglish>,
  );
  return { onFullscreen, onSearchArea };
}

test('MAP-21 the full-screen button enters full screen, and says how to leave it once there', () => {
  const { onFullscreen } = renderControls(false, false);
  fireEvent.click(screen.getByRole('button', { name: 'Full-screen map' }));
  expect(onFullscreen).toHaveBeenCalledWith(true);
  document.body.replaceChildren();
  const second = renderControls(true, false);
  fireEvent.click(screen.getByRole('button', { name: 'Exit full screen' }));
  expect(second.onFullscreen).toHaveBeenCalledWith(false);
});

test('MAP-20 the reload button shows only when offered and reloads', () => {
  renderControls(false, false);
  expect(screen.queryByRole('button', { name: 'Search this area' })).toBeNull();
  document.body.replaceChildren();
  const { onSearchArea } = renderControls(false, true);
  fireEvent.click(screen.getByRole('button', { name: 'Search this area' }));
  expect(onSearchArea).toHaveBeenCalledTimes(1);
});
