/** The largest side, px, of a map container that gets tiles: more than any screen shows (a 4K
 * screen is 3840 px wide). A container beyond it is broken (the map's styles did not arrive, so
 * each tile, inline, made the container taller and asked for more tiles), and tiles for it would
 * be thousands of requests to the tile host, whose usage policy can block a site for that. */
export const MAX_TILED_SIDE_PX = 4096;

export interface TileGuard {
  /** Measures the container again: adds the tiles when it is sane, takes them off for good when
   * it is not. A ResizeObserver calls it; so can a test. */
  check(): void;
  /** Stops watching and takes the tiles off. */
  stop(): void;
}

/**
 * Shows a map's tiles (`add`, `remove`) only while its container is of a sane size. Once the
 * container has been too large, the tiles stay off for this map (`onTooLarge` says so): tiles
 * taken off let the broken container shrink, and put back they would grow it again, a loop of
 * requests.
 */
export function guardTiles(
  container: HTMLElement,
  add: () => void,
  remove: () => void,
  onTooLarge: () => void,
): TileGuard {
  let shown = false;
  let broken = false;
  const check = () => {
    if (broken) return;
    if (container.clientWidth > MAX_TILED_SIDE_PX || container.clientHeight > MAX_TILED_SIDE_PX) {
      broken = true;
      if (shown) remove();
      shown = false;
      onTooLarge();
    } else if (!shown) {
      shown = true;
      add();
    }
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(check);
  observer?.observe(container);
  check();
  return {
    check,
    stop() {
      observer?.disconnect();
      if (shown) remove();
      shown = false;
    },
  };
}
