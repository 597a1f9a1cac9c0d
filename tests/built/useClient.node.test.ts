import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { expect, test } from 'vitest';

// A React Server Components framework (Next.js App Router) renders a component from a server
// component only when its module says it runs on the client too: every entry of an island
// package, as published, starts with the directive.
const root = fileURLToPath(new URL('../..', import.meta.url));

interface Manifest {
  exports: Record<string, string | { import?: string }>;
}

const ISLAND_PACKAGES = ['date-field', 'facility-search', 'booking-flow', 'my-parking'];

function builtEntries(name: string): string[] {
  const manifest = JSON.parse(readFileSync(`${root}packages/${name}/package.json`, 'utf8')) as Manifest;
  return Object.values(manifest.exports)
    .map((target) => (typeof target === 'string' ? target : target.import))
    .filter((target): target is string => target?.endsWith('.js') === true)
    .map((target) => `${root}packages/${name}/${target}`);
}

test.each(ISLAND_PACKAGES)('every built entry of @nordpark/%s starts with "use client"', (name) => {
  const entries = builtEntries(name);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    expect(readFileSync(entry, 'utf8').split('\n')[0], entry).toBe('"use client";');
  }
});

test("the directive's line does not shift the entry's source map", () => {
  const entry = `${root}packages/my-parking/dist/island.js`;
  const lines = readFileSync(entry, 'utf8').split('\n');
  const line = lines.findIndex((text) => text.includes('defineIsland({'));
  const map = new TraceMap(readFileSync(`${entry}.map`, 'utf8'));
  const source = originalPositionFor(map, {
    line: line + 1,
    column: lines[line]?.indexOf('defineIsland') ?? 0,
  });
  expect(source.source).toMatch(/src\/island\.tsx$/);
  const sourceLines = readFileSync(`${root}packages/my-parking/src/island.tsx`, 'utf8').split('\n');
  expect(sourceLines[(source.line ?? 0) - 1]).toContain('defineIsland({');
});
