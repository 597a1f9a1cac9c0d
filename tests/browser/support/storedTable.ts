import { CMS_EDITORS, type CmsEditors, type EditorName } from './cmsEditors';

export interface TableInput {
  /** The column's heading (a form of the block: "block with fallback", "link"). */
  title: string;
  html: string;
}

export interface StoredRow {
  /** The editor's label (CMS_EDITORS). */
  label: string;
  /** What it stored, one per input, in the inputs' order. */
  stored: readonly string[];
}

/** Shown for an empty result, which a blank cell would hide. */
export const NOTHING_STORED = '(nothing)';

/**
 * Markup as a Markdown code span inside a table cell: newlines become spaces, a `|` is
 * escaped (GitHub's tables split on it even inside code), and the fence is one backtick longer
 * than the longest run of backticks in the markup.
 */
export function markdownCode(markup: string): string {
  const text = markup.replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
  if (text.trim() === '') return NOTHING_STORED;
  const longest = Math.max(0, ...Array.from(text.matchAll(/`+/g), (run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

/** A Markdown table, "editor | stored HTML" (one stored column per input when there are several). */
export function renderStoredTable(inputs: readonly TableInput[], rows: readonly StoredRow[]): string {
  if (inputs.length === 0) throw new Error('renderStoredTable needs at least one input');
  for (const row of rows) {
    if (row.stored.length !== inputs.length) {
      throw new Error(`${row.label}: ${row.stored.length} results for ${inputs.length} inputs`);
    }
  }
  const headings = inputs.length === 1 ? ['stored HTML'] : inputs.map((input) => input.title);
  const lines = [
    `| editor | ${headings.join(' | ')} |`,
    `|---|${headings.map(() => '---|').join('')}`,
    `| (as pasted) | ${inputs.map((input) => markdownCode(input.html)).join(' | ')} |`,
    ...rows.map(
      (row) => `| ${row.label.replaceAll('|', '\\|')} | ${row.stored.map(markdownCode).join(' | ')} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/** Puts every input through every editor (or the ones named) and renders the table. */
export async function storedTable(
  editors: Pick<CmsEditors, 'storeThrough'>,
  inputs: readonly TableInput[],
  names: readonly EditorName[] = CMS_EDITORS.map((editor) => editor.name),
): Promise<string> {
  const rows: StoredRow[] = [];
  for (const name of names) {
    const editor = CMS_EDITORS.find((known) => known.name === name);
    if (!editor) throw new Error(`unknown editor "${name}"`);
    const stored: string[] = [];
    for (const input of inputs) stored.push(await editors.storeThrough(name, input.html));
    rows.push({ label: editor.label, stored });
  }
  return renderStoredTable(inputs, rows);
}
