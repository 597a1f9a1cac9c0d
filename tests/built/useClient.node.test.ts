import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
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

test.each(ISLAND_PACKAGES)('@nordpark/%s publishes no source map (its sources are not published)', (name) => {
  const maps = readdirSync(`${root}packages/${name}/dist`, { recursive: true }).filter((file) =>
    String(file).endsWith('.map'),
  );
  expect(maps).toEqual([]);
});
