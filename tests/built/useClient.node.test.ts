import { readFileSync } from 'node:fs';
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

test.each(ISLAND_PACKAGES)('every built entry of @nordpark/%s starts with "use client"', (name) => {
  const dir = `${root}packages/${name}/`;
  const manifest = JSON.parse(readFileSync(`${dir}package.json`, 'utf8')) as Manifest;
  const entries = Object.values(manifest.exports)
    .map((target) => (typeof target === 'string' ? target : target.import))
    .filter((target): target is string => target?.endsWith('.js') === true);
  expect(entries.length).toBeGreaterThan(0);
  for (const entry of entries) {
    const code = readFileSync(`${dir}${entry}`, 'utf8');
    expect(code.split('\n')[0], entry).toBe('"use client";');
  }
});
