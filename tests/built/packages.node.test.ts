import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, test, vi } from 'vitest';

// These import the published files (dist/, through node_modules and each package's exports
// map), not the sources the other tests use: proof that what npm users get works in Node.
const root = fileURLToPath(new URL('../..', import.meta.url));
const built = (pkg: string, entry = 'index') => `${root}packages/${pkg}/dist/${entry}.js`;

describe('the built non-UI packages in Node', () => {
  test('every package has its built entries', () => {
    for (const [pkg, entry] of [
      ['core', 'index'],
      ['api', 'index'],
      ['fixtures', 'index'],
      ['fixtures', 'backend'],
      ['ui', 'index'],
      ['islands', 'index'],
    ] as const) {
      expect(existsSync(built(pkg, entry)), `${pkg}/${entry}: run npm run build`).toBe(true);
    }
  });

  test('@nordpark/core from dist: DOM-05 distance and the page config', async () => {
    const core = await import(pathToFileURL(built('core')).href);
    expect(core.haversineDistance({ lat: 0, lng: 0 }, { lat: 0, lng: 1 }, 'km')).toBeCloseTo(
      (6371 * Math.PI) / 180,
      6,
    );
    expect(core.parsePageConfig({ country: 'no' })).toMatchObject({ ok: true, value: { language: 'nb' } });
  });

  test('@nordpark/fixtures from dist: facilities and places', async () => {
    const fixtures = await import(pathToFileURL(built('fixtures')).href);
    expect(fixtures.facilities.length).toBeGreaterThanOrEqual(300);
    expect(fixtures.searchPlaces('gote', { country: 'se' })[0]?.name).toMatch(/Göteborg/);
  });

  test('@nordpark/api from dist resolves @nordpark/core through the exports map and answers in mock mode once @nordpark/api/mock is registered', async () => {
    const [{ createApiClient, registerMockMode }, { parsePageConfig }] = await Promise.all([
      import(pathToFileURL(built('api')).href),
      import('@nordpark/core'),
    ]);
    const parsed = parsePageConfig({ country: 'se', mock: { delay: 0 } });
    if (!parsed.ok) throw new Error('config');
    const point = { latitude: 59.3326, longitude: 18.0649 };
    // Without the optional subpath, mock mode is off in the npm build: a clear console error.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = await createApiClient(parsed.value, { origin: 'http://localhost' }).getNearbyFacilities({
      ...point,
      size: 3,
    });
    expect(offline.ok).toBe(false);
    expect(String(error.mock.calls[0]?.[0])).toContain(
      "registerMockMode(() => import('@nordpark/api/mock'))",
    );
    error.mockRestore();
    registerMockMode(() => import(pathToFileURL(`${root}packages/api/dist/mock.js`).href));
    const result = await createApiClient(parsed.value, { origin: 'http://localhost' }).getNearbyFacilities(
      point,
    );
    expect(result.ok).toBe(true);
    expect(result.facilities.length).toBeGreaterThan(0);
  });

  test("@nordpark/api's dist imports the fixtures only from its /mock entry", () => {
    const files = readdirSync(`${root}packages/api/dist`).filter((name) => name.endsWith('.js'));
    const importing = files.filter((name) =>
      /from\s*["']@nordpark\/fixtures/.test(readFileSync(`${root}packages/api/dist/${name}`, 'utf8')),
    );
    expect(importing).toEqual(['mock.js']);
  });
});
