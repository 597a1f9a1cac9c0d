// One rule for npm users' stylesheets (docs/embedding.md, "Stylesheets for npm users"), said
// the same way everywhere: every code example that imports an island's styles.css imports the
// shared base before it, exactly once.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const ISLAND_CSS = /^import '@nordpark\/(date-field|facility-search|booking-flow|my-parking)\/styles\.css';/;
const BASE_CSS = /^import '@nordpark\/(ui\/styles|islands\/nordpark)\.css';/;

const files = [
  ...readdirSync(`${root}docs`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(`${root}packages`).map((name) => `packages/${name}/README.md`),
];

/** The code blocks of a Markdown file that import an island's stylesheet, each as its lines. */
function blocksWithIslandCss(file: string): string[][] {
  const blocks = readFileSync(`${root}${file}`, 'utf8')
    .split(/^```/m)
    .filter((_, index) => index % 2 === 1);
  return blocks
    .map((block) => block.split('\n').map((line) => line.trim()))
    .filter((lines) => lines.some((line) => ISLAND_CSS.test(line)));
}

describe('the stylesheet rule for npm users', () => {
  const examples = files.flatMap((file) => blocksWithIslandCss(file).map((lines) => ({ file, lines })));

  test('is shown in the docs of every island package', () => {
    const documented = new Set(examples.map(({ file }) => file));
    for (const file of [
      'docs/embedding.md',
      'docs/date-field.md',
      'docs/facility-search.md',
      'docs/booking-flow.md',
      'docs/my-parking.md',
      'packages/date-field/README.md',
      'packages/facility-search/README.md',
      'packages/booking-flow/README.md',
      'packages/my-parking/README.md',
      'packages/islands/README.md',
    ])
      expect(documented, file).toContain(file);
  });

  test('every example that imports an island stylesheet imports the base once, before it', () => {
    for (const { file, lines } of examples) {
      const base = lines.flatMap((line, index) => (BASE_CSS.test(line) ? [index] : []));
      const island = lines.findIndex((line) => ISLAND_CSS.test(line));
      expect(base, `${file}: ${lines.join('\n')}`).toHaveLength(1);
      expect(base[0], file).toBeLessThan(island);
    }
  });
});
