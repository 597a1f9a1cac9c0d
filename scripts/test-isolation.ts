import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The happy-dom test files that need a module graph of their own. Most unit files share one per
 * worker (vitest's `isolate: false`), which spares importing React, the packages and happy-dom
 * again for each of two hundred files: the unit tests ran in 100 s alone, 23 s shared. A file
 * that replaces a module or a global (`vi.mock`, `vi.doMock`, `vi.stubGlobal`, …) would leak it
 * into the files after it: those run isolated. (A shared graph also means a shared document:
 * a test looks at what it added, not at the whole `document`.)
 */
export function filesWithOwnModules(root: string, folders: readonly string[]): string[] {
  return folders.flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      .filter((file) => /\.test\.tsx?$/.test(file) && !/\.(node|browser)\.test\.ts$/.test(file))
      .filter((file) => !file.split(/[\\/]/).includes('node_modules'))
      .map((file) => `${folder}/${file.replaceAll('\\', '/')}`)
      .filter((file) => OWN_MODULES.test(readFileSync(join(root, file), 'utf8'))),
  );
}

const OWN_MODULES = /\bvi\.(mock|doMock|unmock|resetModules|stubGlobal|stubEnv)\(/;
