// Size budgets of the drop-in bundle: what each kind of page downloads before
// the user does anything, minified and gzipped, following the real chunk graph from
// nordpark.js in the build's metafile (esbuild's shape). tests/browser/start-up-bytes.browser.test.ts
// weighs what Chromium really downloads against the same budgets. Prints a table per page and each package's share;
// exits 1 when a budget is exceeded.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { INTL_WARMUP_ENTRY } from './bundle/intlWarmup.mjs';
import { DATA_REQUEST, ISLANDS, RUNTIME } from './bundle/islands.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = 'packages/islands/dist/browser/';

const COUNT = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/**
 * KiB, gzipped. Fixed budgets: make changes fit, do not raise them. A page of one island has
 * its manifest's budget (`budget.js`, `budget.css`); the lightest first. The two raised on
 * 2026-12-07 (the loader 3 → 3.25, the search 175 → 177) say why in docs/quality-gates.md.
 */
export function pagesOf(islands) {
  const names = Object.keys(islands);
  return [
    { page: 'nothing (the loader alone)', islands: [], js: 3.25, css: null },
    ...Object.entries(islands)
      .sort(([, a], [, b]) => a.budget.js - b.budget.js)
      .map(([name, { budget }]) => ({ page: `a ${name}`, islands: [name], js: budget.js, css: budget.css })),
    { page: `all ${COUNT[names.length] ?? names.length} islands`, islands: names, js: 210, css: 16 },
  ];
}

export const PAGES = pagesOf(ISLANDS);
export const OWN_CODE_BUDGET_KIB = 25;

/**
 * What each npm package weighs as published (`npm pack`: the tarball, KiB), after the publish
 * build. Fixed budgets, a little above the sizes measured when they were set: make changes
 * fit. No package carries source maps but the drop-in bundle's (@nordpark/islands), whose
 * maps turn a host's production stack traces into our sources; the embed builder is the
 * private @nordpark/builder's (never packed), and mock mode's fixtures are an optional peer
 * of @nordpark/api.
 */
export const PACKAGE_BUDGETS_KIB = packageBudgetsOf(ISLANDS);

/** The shared packages' budgets, each island package's from its manifest, and the bundle's. */
export function packageBudgetsOf(islands) {
  return {
    '@nordpark/core': 60,
    '@nordpark/api': 24,
    '@nordpark/fixtures': 60,
    '@nordpark/ui': 22,
    ...Object.fromEntries(Object.values(islands).map((island) => [island.package, island.budget.packed])),
    '@nordpark/islands': 1500,
  };
}

/** Each package as `npm pack --dry-run` weighs it: the tarball and unpacked bytes. */
export function measurePackages() {
  const workspaces = Object.keys(PACKAGE_BUDGETS_KIB).flatMap((name) => [
    '-w',
    `packages/${name.slice('@nordpark/'.length)}`,
  ]);
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts', ...workspaces], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  return packed.map(({ name, size, unpackedSize, files }) => ({
    name,
    size,
    unpackedSize,
    files: files.length,
  }));
}

/** The packages over their budget, one line each. */
export function packageFailures(sizes) {
  return sizes
    .filter(({ name, size }) => size > (PACKAGE_BUDGETS_KIB[name] ?? 0) * 1024)
    .map(({ name, size }) => `${name}: packed ${kib(size)} > ${PACKAGE_BUDGETS_KIB[name] ?? 0} KiB`);
}

function packageTable(sizes) {
  const rows = sizes.map(({ name, size, unpackedSize, files }) => {
    const budget = PACKAGE_BUDGETS_KIB[name] ?? 0;
    return `  ${name.padEnd(28)} ${kib(size).padStart(11)} / ${`${budget} KiB`.padEnd(9)} ${size <= budget * 1024 ? 'ok  ' : 'OVER'} ${kib(unpackedSize).padStart(11)} unpacked, ${files} files`;
  });
  return ['npm packages (npm pack, after the publish build):', ...rows].join('\n');
}

const gz = (file) => gzipSync(readFileSync(`${root}${file}`), { level: 9 }).length;

function packageOf(input) {
  const nm = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1];
  const own = input.match(/^packages\/([^/]+)\//);
  return own ? `@nordpark/${own[1]}` : input;
}

/**
 * What an island loads before the user does anything, by source module (scripts/bundle/islands.mjs):
 * its entry; and, though they are lazy chunks, counted as start-up so that splitting cannot hide
 * them from the budget: its data entry, its texts in the page's language (the demo's default,
 * Swedish, stands for each language) and its "beside" code (the search's map, counted as shown).
 */
function startModules(island, islands = ISLANDS) {
  const { entry, data, texts = [], beside = [] } = islands[island];
  return [
    entry,
    ...(data ? [DATA_REQUEST, data] : []),
    ...texts.map((path) => path.replace('{language}', 'sv')),
    ...beside,
  ];
}

/** Every output a page with these islands loads at start: nordpark.js, and the outputs holding
 * the runtime and each island's start modules, each with its static imports (no other dynamic
 * import: those wait for the user). `known`: every island of the bundle, as bundle/islands.mjs has them. */
export function pageOutputs(metafile, islands, known = ISLANDS) {
  const outputs = metafile.js.outputs;
  // A page with islands starts the Intl warm-up worker too (loader/intlWarmup.ts).
  const modules =
    islands.length === 0
      ? []
      : [RUNTIME, INTL_WARMUP_ENTRY, ...islands.flatMap((island) => startModules(island, known))];
  const starts = Object.keys(outputs).filter(
    (file) =>
      file === `${dist}nordpark.js` ||
      (file.endsWith('.js') && modules.some((module) => outputs[file].inputs[module] !== undefined)),
  );
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !outputs[file]) return;
    seen.add(file);
    for (const imported of outputs[file].imports)
      if (imported.kind === 'import-statement') visit(imported.path);
  };
  starts.forEach(visit);
  return [...seen].filter((file) => file.endsWith('.js'));
}

export function measure() {
  const metafile = JSON.parse(readFileSync(`${root}${dist}metafile.json`, 'utf8'));
  const cssFiles = (islands) => [
    `${dist}nordpark.css`,
    ...islands.map((island) => `${dist}islands/${island}.css`),
  ];
  return PAGES.map(({ page, islands, js, css }) => {
    const files = pageOutputs(metafile, islands);
    const shares = {};
    for (const file of files) {
      const output = metafile.js.outputs[file];
      const ratio = gz(file) / Math.max(1, output.bytes);
      for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
        const name = packageOf(input);
        shares[name] = (shares[name] ?? 0) + bytesInOutput * ratio;
      }
    }
    const jsBytes = files.reduce((sum, file) => sum + gz(file), 0);
    const cssBytes = islands.length === 0 ? 0 : cssFiles(islands).reduce((sum, file) => sum + gz(file), 0);
    return {
      page,
      islands,
      files,
      jsBytes,
      cssBytes,
      jsBudget: js * 1024,
      cssBudget: css === null ? null : css * 1024,
      shares,
    };
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export function report(results) {
  const failures = [];
  const rows = results.map((r) => {
    const jsOk = r.jsBytes <= r.jsBudget;
    const cssOk = r.cssBudget === null || r.cssBytes <= r.cssBudget;
    if (!jsOk) failures.push(`${r.page}: JS ${kib(r.jsBytes)} > ${kib(r.jsBudget)}`);
    if (!cssOk) failures.push(`${r.page}: CSS ${kib(r.cssBytes)} > ${kib(r.cssBudget)}`);
    const ours = Object.entries(r.shares)
      .filter(([name]) => name.startsWith('@nordpark/'))
      .reduce((sum, [, bytes]) => sum + bytes, 0);
    // The gate: the island's own package. The shared packages (core, api, ui, date-field, the
    // runtime) load once per page however many islands it holds, and count in the page's JS.
    const island = r.islands.length === 1 ? r.islands[0] : undefined;
    const own = island ? (r.shares[ISLANDS[island]?.package] ?? 0) : undefined;
    if (island && own !== undefined && own > OWN_CODE_BUDGET_KIB * 1024)
      failures.push(`${island}: own code ${kib(own)} > ${OWN_CODE_BUDGET_KIB} KiB`);
    return [
      r.page,
      `${kib(r.jsBytes)} / ${kib(r.jsBudget)} ${jsOk ? 'ok' : 'OVER'}`,
      r.cssBudget === null ? '—' : `${kib(r.cssBytes)} / ${kib(r.cssBudget)} ${cssOk ? 'ok' : 'OVER'}`,
      own === undefined
        ? '—'
        : `${kib(own)} / ${OWN_CODE_BUDGET_KIB}.0 KiB ${own <= OWN_CODE_BUDGET_KIB * 1024 ? 'ok' : 'OVER'}`,
      kib(ours),
      String(r.files.length),
    ];
  });
  const header = [
    'page holds',
    'JS gzip / budget',
    'CSS gzip / budget',
    'island package',
    'all our code',
    'JS files',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const out = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
  const all = results.at(-1);
  out.push('', `Package shares on a page with ${all.page} (gzip, estimated from each chunk's ratio):`);
  for (const [name, bytes] of Object.entries(all.shares).sort((a, b) => b[1] - a[1])) {
    out.push(`  ${name.padEnd(32)} ${kib(bytes).padStart(10)}`);
  }
  return { text: out.join('\n'), failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text, failures } = report(measure());
  console.info(text);
  const sizes = measurePackages();
  console.info(`\n${packageTable(sizes)}`);
  failures.push(...packageFailures(sizes));
  if (failures.length > 0) {
    console.error(`\nSize budgets exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.info('\nAll size budgets met.');
}
