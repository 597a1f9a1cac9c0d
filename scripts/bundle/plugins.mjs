// The drop-in bundle's own rolldown plugins: each island's start-up table written into
// nordpark.js, and licence comments linked (one LEGAL.txt per chunk, as esbuild's
// `legalComments: 'linked'` did) instead of in every visitor's download.
import { basename } from 'node:path';
import { parseSync } from 'rolldown/utils';
import { DATA_REQUEST, ISLANDS, LANGUAGES, RUNTIME } from './islands.mjs';

/** The string in loader/startUpTable.ts that the entry chunk's table replaces. */
const PLACEHOLDER = /(["'`])__NORDPARK_START_UP_TABLE__\1/g;

/**
 * Each island's start-up files, from rendered chunks (`fileName`, `imports`, `moduleIds`,
 * `isEntry`):
 * `files`, the chunks of its data entry, the runtime and its entry with all they import (in
 * that order: the order the loader fetches them in);
 * `later`, its "beside" code (fetched at once, at low priority); `texts` per language.
 */
export function startUpTable(chunks, root, islands = ISLANDS) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const chunkOf = (module) => chunks.find((chunk) => chunk.moduleIds.includes(`${root}${module}`))?.fileName;
  const closure = (modules, seen = new Set()) => {
    const visit = (file) => {
      // The loader (the entry) is there already: the chunks import what they share with it.
      if (!file || seen.has(file) || byFile.get(file)?.isEntry) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(chunkOf(module));
    return seen;
  };
  const table = {};
  for (const [name, island] of Object.entries(islands)) {
    // The data entry's chunks first: the loader links them first, so over a phone network
    // (six connections a host, bandwidth shared) they arrive before React's big chunk and the
    // first API call starts while the rest of the code is still on its way.
    const files = closure([...(island.data ? [DATA_REQUEST, island.data] : []), RUNTIME, island.entry]);
    const later = [...closure(island.beside ?? [], new Set(files))].filter((file) => !files.has(file));
    const texts = {};
    for (const language of LANGUAGES) {
      const modules = (island.texts ?? []).map((path) => path.replace('{language}', language));
      const found = [...closure(modules, new Set(files))].filter((file) => !files.has(file));
      if (found.length > 0) texts[language] = found;
    }
    table[name] = { files: [...files], later, texts };
  }
  return table;
}

/**
 * The table as nordpark.js carries it, small because every page downloads it: each file once
 * (`chunks/` and `.js` left out), and per island the indexes of its files, as
 * `{ files: [...], islands: { name: [files, later, { language: texts }] } }`.
 * packages/islands/src/loader/startUpTable.ts reads it.
 */
export function compactTable(table) {
  const files = [];
  const index = (file) => {
    const name = file.replace(/^chunks\//, '').replace(/\.js$/, '');
    if (!files.includes(name)) files.push(name);
    return files.indexOf(name);
  };
  const islands = {};
  for (const [name, island] of Object.entries(table)) {
    const texts = Object.fromEntries(
      Object.entries(island.texts).map(([language, list]) => [language, list.map(index)]),
    );
    islands[name] = [island.files.map(index), island.later.map(index), texts];
  }
  return { files, islands };
}

/**
 * Writes the start-up table into the entry chunk (nordpark.js) in place of its placeholder;
 * `extra.intlWarmup` names the Intl warm-up worker's chunk (bundle/intlWarmup.mjs).
 */
export function startUpTablePlugin(root, islands, extra = {}) {
  return {
    name: 'nordpark-start-up-table',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.isEntry) return null;
      // File names still hold hash placeholders here; rolldown replaces them in the output.
      const table = { ...compactTable(startUpTable(Object.values(meta.chunks), root, islands)), ...extra };
      // An object literal (JSON is one): parsed with the rest of the file.
      const literal = JSON.stringify(table);
      const replaced = code.replace(PLACEHOLDER, () => literal);
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}

const isLegal = (text) => text.startsWith('!') || /@license|@preserve/.test(text);

/**
 * Licence comments go to `<chunk>.js.LEGAL.txt` beside each chunk that holds any, and the
 * chunk ends with a comment that names that file. The comments are read from each module's
 * source as it is loaded; minification drops them from the code.
 */
export function linkedLegalCommentsPlugin(root) {
  const byModule = new Map();
  const commentsOf = (chunk) =>
    chunk.moduleIds.flatMap((id) => (byModule.get(id) ?? []).map((comment) => ({ id, comment })));
  return {
    name: 'nordpark-linked-legal-comments',
    transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id)) return null;
      try {
        const comments = parseSync(id, code).comments.filter((comment) => isLegal(comment.value));
        if (comments.length > 0)
          byModule.set(
            id,
            comments.map((c) => (c.type === 'Line' ? `//${c.value}` : `/*${c.value}*/`)),
          );
      } catch {
        // A module the parser cannot read has no comments we could link.
      }
      return null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = commentsOf(chunk);
        if (found.length === 0) continue;
        const text = ['Bundled license information:', ''];
        for (const { id, comment } of found) {
          const source = id.startsWith(root) ? id.slice(root.length).replace(/^node_modules\//, '') : id;
          text.push(`${source}:`, ...comment.split('\n').map((line) => `  ${line.trim()}`), '');
        }
        this.emitFile({
          type: 'asset',
          fileName: `${chunk.fileName}.LEGAL.txt`,
          source: `${text.join('\n')}\n`,
        });
      }
    },
    hasLegal: (chunk) => commentsOf(chunk).length > 0,
  };
}

/** The comment that ends a chunk with licence comments (output.postFooter). */
export function legalLink(plugin) {
  return (chunk) =>
    plugin.hasLegal(chunk)
      ? `/*! For license information please see ${basename(chunk.fileName)}.LEGAL.txt */`
      : '';
}
