import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { GENERATED_DOCS } from '../scripts/docs/generate';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(`${root}${file}`, 'utf8');

function cssFiles(): string[] {
  return readdirSync(`${root}packages`).flatMap((pkg) => {
    const dir = `packages/${pkg}/src`;
    try {
      return readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.css'))
        .map((file) => `${dir}/${file}`);
    } catch {
      return [];
    }
  });
}

describe('docs/ stays in step with the code', () => {
  test.each(Object.entries(GENERATED_DOCS))('%s is what `npm run docs` generates now', (file, render) => {
    expect(read(file), `${file} is stale: run npm run docs`).toBe(render());
  });

  test('theming.md documents every --np-* custom property the styles use', () => {
    const theming = read('docs/theming.md');
    const used = new Set(cssFiles().flatMap((file) => read(file).match(/--np-[a-z0-9-]+/g) ?? []));
    expect(used.size).toBeGreaterThan(10);
    const spaceScale = /^--np-space-\d$/;
    const missing = [...used].filter((name) => !theming.includes(`\`${name}\``) && !spaceScale.test(name));
    expect(missing, 'add these to docs/theming.md').toEqual([]);
  });

  test('troubleshooting.md names every error class the runtime exports', async () => {
    const islands = await import('@nordpark/islands');
    const errorClasses = Object.entries(islands)
      .filter(([, value]) => typeof value === 'function' && value.prototype instanceof Error)
      .map(([name]) => name)
      .filter((name) => name !== 'NordparkError');
    expect(errorClasses.length).toBeGreaterThanOrEqual(5);
    const troubleshooting = read('docs/troubleshooting.md');
    expect(errorClasses.filter((name) => !troubleshooting.includes(`\`${name}\``))).toEqual([]);
  });

  test('docs/index.md links every page in docs/', () => {
    const index = read('docs/index.md');
    const pages = readdirSync(`${root}docs`).filter((file) => file.endsWith('.md') && file !== 'index.md');
    expect(pages.filter((page) => !index.includes(`(${page}`))).toEqual([]);
  });
});
