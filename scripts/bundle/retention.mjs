// The previous release's hashed files, kept one release longer: a page loaded before a deploy
// still has the old nordpark.js, whose start-up table and imports name the old chunks; deleted,
// they would 404 and the page's islands fail (the loader tries three times, then shows its error
// box). Kept, such a page works until it is reloaded. Only one release back: the files the
// previous build made itself (its manifest's files, less those it kept from the one before).
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Hashed files only: the stable names (nordpark.js, islands/*.css) are overwritten anyway. */
const HASHED = /^(chunks|assets)\//;

/** Reads the previous build's own hashed files from `outdir`, before it is emptied. */
export async function previousRelease(outdir) {
  const kept = new Map();
  let manifest;
  try {
    manifest = JSON.parse(await readFile(`${outdir}/manifest.json`, 'utf8'));
  } catch {
    return kept;
  }
  const older = new Set(manifest.retained ?? []);
  for (const path of Object.keys(manifest.files ?? {})) {
    if (!HASHED.test(path) || older.has(path)) continue;
    try {
      kept.set(path, await readFile(`${outdir}/${path}`));
    } catch {
      // Gone already: nothing to keep.
    }
  }
  return kept;
}

/** Puts back the previous release's files the new build did not make; returns their paths. */
export async function restoreRelease(outdir, kept) {
  const restored = [];
  for (const [path, bytes] of kept) {
    if (existsSync(`${outdir}/${path}`)) continue;
    await mkdir(dirname(`${outdir}/${path}`), { recursive: true });
    await writeFile(`${outdir}/${path}`, bytes);
    restored.push(path);
  }
  return restored.sort();
}
