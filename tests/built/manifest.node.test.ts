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
});
