import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { fetchPage, startTestServer } from '../testing/testServer';

// A fake build in a temporary folder, so these tests neither need nor disturb the real one.
let assetsDir: string;
let builderDir: string;
let server: RunningServer;

beforeAll(async () => {
  assetsDir = await mkdtemp(join(tmpdir(), 'nordpark-assets-'));
  await mkdir(join(assetsDir, 'chunks'));
  await writeFile(join(assetsDir, 'nordpark.js'), 'export const version = "test";\n');
  await writeFile(join(assetsDir, 'nordpark.js.map'), '{"version":3}');
  await writeFile(join(assetsDir, 'nordpark.css'), '.np-root{}\n');
  await writeFile(join(assetsDir, 'chunks', 'date-field-3F2A9C1B.js'), 'export default 1;\n');
  await writeFile(join(assetsDir, 'chunks', 'date-field-3F2A9C1B.js.map'), '{"version":3}');
  builderDir = await mkdtemp(join(tmpdir(), 'nordpark-builder-'));
  await mkdir(join(builderDir, 'chunks'));
  await writeFile(join(builderDir, 'index.html'), '<!doctype html><title>builder</title>\n');
  await writeFile(join(builderDir, 'builder.js'), 'export const builder = "test";\n');
  await writeFile(join(builderDir, 'builder.css'), '.np-builder{}\n');
  await writeFile(join(builderDir, 'chunks', 'sv-4B1D.js'), 'export default "sv";\n');
  server = await startTestServer({ assetsDir, builderDir });
});

afterAll(async () => {
  await server.close();
  await rm(assetsDir, { recursive: true, force: true });
  await rm(builderDir, { recursive: true, force: true });
});

async function get(path: string): Promise<Response> {
  return fetch(`${server.url}${path}`);
}

describe('the drop-in bundle under /assets/nordpark/', () => {
  it.each([
    ['nordpark.js', 'text/javascript'],
    ['nordpark.css', 'text/css'],
    ['nordpark.js.map', 'application/json'],
    ['chunks/date-field-3F2A9C1B.js', 'text/javascript'],
    ['chunks/date-field-3F2A9C1B.js.map', 'application/json'],
  ])('serves %s as %s', async (file, type) => {
    const response = await get(`/assets/nordpark/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type}(;|$)`));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets browsers revalidate the entry files, whose names do not change between builds', async () => {
    for (const file of ['nordpark.js', 'nordpark.css']) {
      expect((await get(`/assets/nordpark/${file}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('lets browsers keep the content-hashed chunks for a year', async () => {
    const response = await get('/assets/nordpark/chunks/date-field-3F2A9C1B.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('export default 1;\n');
  });

  it('sends the files gzipped to a browser that accepts it, and a file a new build changed afresh', async () => {
    const path = '/assets/nordpark/nordpark.css';
    const gzip = { 'Accept-Encoding': 'gzip' };
    const first = await fetch(`${server.url}${path}`, { headers: gzip });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    expect(first.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(await first.text()).toBe('.np-root{}\n');
    await writeFile(join(assetsDir, 'nordpark.css'), '.np-root{color:red}\n');
    expect(await (await fetch(`${server.url}${path}`, { headers: gzip })).text()).toBe(
      '.np-root{color:red}\n',
    );
    await writeFile(join(assetsDir, 'nordpark.css'), '.np-root{}\n');
    // Without gzip in Accept-Encoding: the file as it is.
    const plain = await fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('.np-root{}\n');
  });

  it('answers 404 for a file that is not in the bundle', async () => {
    expect((await get('/assets/nordpark/missing.js')).status).toBe(404);
  });

  it('does not serve files outside the bundle folder', async () => {
    expect((await get('/assets/nordpark/%2e%2e%2f%2e%2e%2fpackage.json')).status).toBe(404);
    expect((await get('/assets/nordpark/..%2fpackage.json')).status).toBe(404);
  });

  it('shows no build notice on the index once the bundle exists', async () => {
    const { document } = await fetchPage(server, '/');
    expect(document.getElementById('bundle-notice')).toBeNull();
  });
});

describe('the embed builder, from its own package’s build, as builder/ in the bundle’s folder', () => {
  it.each([
    ['builder.js', 'text/javascript', 'export const builder = "test";\n'],
    ['builder.css', 'text/css', '.np-builder{}\n'],
    ['chunks/sv-4B1D.js', 'text/javascript', 'export default "sv";\n'],
  ])('serves %s as %s', async (file, type, text) => {
    const response = await get(`/assets/nordpark/builder/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(new RegExp(`^${type}(;|$)`));
    expect(await response.text()).toBe(text);
  });

  it('serves its static page for the folder, and gzips its files as the bundle’s', async () => {
    expect(await (await get('/assets/nordpark/builder/')).text()).toContain('<title>builder</title>');
    const gzipped = await fetch(`${server.url}/assets/nordpark/builder/builder.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe('export const builder = "test";\n');
  });

  it('the builder pages load its script and stylesheet from there', async () => {
    const { document } = await fetchPage(server, '/builder');
    expect(document.querySelector('script[src="/assets/nordpark/builder/builder.js"]')).not.toBeNull();
    expect(document.querySelector('link[href="/assets/nordpark/builder/builder.css"]')).not.toBeNull();
  });
});

describe('without a built bundle', () => {
  let bare: RunningServer;
  beforeAll(async () => {
    bare = await startTestServer({ assetsDir: join(tmpdir(), 'nordpark-no-such-build-folder') });
  });
  afterAll(() => bare.close());

  it('still renders the pages, and the index says to run npm run build', async () => {
    const { response, document } = await fetchPage(bare, '/');
    expect(response.status).toBe(200);
    expect(document.getElementById('bundle-notice')?.textContent).toContain('run npm run build');
    expect((await fetchPage(bare, '/se/search')).response.status).toBe(200);
  });

  it('answers asset requests with 404 and the same hint', async () => {
    const response = await fetch(`${bare.url}/assets/nordpark/nordpark.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('npm run build');
  });
});
