// The floor page's drop-in entry (bench/README.md, "The floor page"): nordpark.js's own loader,
// registering one island that renders a line of text. What it loads is what every island pays
// before its own code: the loader, React, the runtime and the page config's validation.
import type { IslandName } from '@nordpark/core';
import { mount } from '../../packages/islands/src/loader/mount';
import { registerIsland } from '../../packages/islands/src/loader/registry';
import { startUpFiles } from '../../packages/islands/src/loader/startUpTable';

export const FLOOR_ISLAND = 'floor' as IslandName;

// Its start-up files all at once, as nordpark.js fetches each island's (the build writes them in).
registerIsland(FLOOR_ISLAND, () => import('./floorIsland'), {
  preload: startUpFiles(FLOOR_ISLAND, import.meta.url),
});
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void mount());
else void mount();
