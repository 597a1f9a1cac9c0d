import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

// manifest.json of the drop-in bundle (docs/embedding.md, "From a CDN"): what a host pins with
// `integrity`. Checked against the files as they are, hashed here independently of the build.
const dir = fileURLToPath(new URL('../../packages/islands/dist/browser/', import.meta.url));

interface Manifest {
  name: string;
  version: string;
  files: Record<string, { size: number; integrity: string }>;
  islands: Record<string, { files: string[] }>;
}

interface Metafile {
  js: {
    outputs: Record<string, { inputs: Record<string, unknown>; imports: { path: string; kind: string }[] }>;
  };
}

const manifest = JSON.parse(readFileSync(`${dir}manifest.json`, 'utf8')) as Manifest;
const onDisk = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[])
  .map((path) => path.split('\\').join('/'))
  .filter((path) => path !== 'manifest.json' && statSync(`${dir}${path}`).isFile())
  .sort();

describe('the bundle manifest', () => {
  test('names the package and version, and lists every file of the bundle, nothing else', () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../packages/islands/package.json', import.meta.url), 'utf8'),
    );
    expect(manifest.name).toBe('@nordpark/islands');
    expect(manifest.version).toBe(pkg.version);
    expect(Object.keys(manifest.files).sort()).toEqual(onDisk);
    expect(onDisk).toEqual(expect.arrayContaining(['nordpark.js', 'nordpark.css']));
    expect(onDisk.some((path) => path.startsWith('chunks/'))).toBe(true);
  });

  test('each file’s size and sha384 integrity match the file', () => {
    const wrong = onDisk.filter((path) => {
      const bytes = readFileSync(`${dir}${path}`);
      const entry = manifest.files[path];
      const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
      return entry?.size !== bytes.length || entry.integrity !== integrity;
    });
    expect(wrong).toEqual([]);
  });

  test("an island's start-up files begin with its data entry and what it imports, React's chunk after them", () => {
    const { outputs } = (JSON.parse(readFileSync(`${dir}metafile.json`, 'utf8')) as Metafile).js;
    const inBundle = (path: string) => path.slice(path.indexOf('chunks/'));
    const chunkHolding = (input: RegExp) =>
      Object.entries(outputs).find(([, output]) => Object.keys(output.inputs).some((i) => input.test(i)));
    const data = chunkHolding(/islands\/src\/loader\/dataRequest\.ts$/);
    const react = chunkHolding(/react-dom-client\.production\.js$/);
    if (!data || !react) throw new Error('no data-entry or React chunk in metafile.json');
    const dataEntry = [
      inBundle(data[0]),
      ...data[1].imports.filter((i) => i.kind === 'import-statement').map((i) => inBundle(i.path)),
    ];
    const withData = Object.entries(manifest.islands).filter(([, island]) =>
      island.files.includes(dataEntry[0] ?? ''),
    );
    expect(withData.map(([name]) => name).sort()).toEqual(['booking-flow', 'facility-search']);
    for (const [, island] of withData) {
      const beforeReact = island.files.slice(0, island.files.indexOf(inBundle(react[0])));
      expect(beforeReact).toEqual(expect.arrayContaining(dataEntry));
    }
  });
});
