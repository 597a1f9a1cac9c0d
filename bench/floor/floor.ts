// The floor page's drop-in entry (bench/README.md, "The floor page"): nordpark.js's own loader,
// registering one island that renders a line of text. What it loads is what every island pays
// before its own code: the loader, React, the runtime and the page config's validation.
import type { IslandName } from '@nordpark/core';
import { mount } from '../../packages/islands/src/loader/mount';
import { registerIsland } from '../../packages/islands/src/loader/registry';

export const FLOOR_ISLAND = 'floor' as IslandName;

registerIsland(FLOOR_ISLAND, () => import('./floorIsland'));
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void mount());
else void mount();
