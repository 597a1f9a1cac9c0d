import type { IslandName } from '@nordpark/core';
import { defineIsland } from '@nordpark/ui/island';
import * as v from 'valibot';

/** The floor page's island: React and the runtime, and nothing of an island's own. */
export default defineIsland({
  name: 'floor' as IslandName,
  propsSchema: v.object({}),
  Component: () => <p className="np-floor">React and the islands runtime, mounted.</p>,
});
