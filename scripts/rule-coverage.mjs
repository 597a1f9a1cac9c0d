// Which rules of ../shared/spec/rules.md are named by a test title, per area. An area is
// done only when every one of its rules is. Usage: node scripts/rule-coverage.mjs [AREA…]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const rulesFile = `${root}../shared/spec/rules.md`;
if (!existsSync(rulesFile)) {
  console.error(`rules not found at ${rulesFile}`);
  process.exit(1);
}
const rules = [...readFileSync(rulesFile, 'utf8').matchAll(/\*\*([A-Z]+-\d+)\*\*/g)].map((m) => m[1]);

const testFiles = ['packages', 'examples', 'tests'].flatMap((dir) =>
  readdirSync(`${root}${dir}`, { recursive: true, encoding: 'utf8' })
    // Test files, and the case tables some of them build their titles from (`title: '…'`).
    .filter((file) => /(\.test\.tsx?|[cC]ases\.ts)$/.test(file) && !file.includes('node_modules'))
    .map((file) => `${root}${dir}/${file}`),
);
// A title is the first string argument of test(…), it(…), describe(…) or test.each(…)(…).
const TITLE =
  /(?:\b(?:test|it|describe)(?:\.each\([^)]*\))?(?:\.\w+)?\(|\btitle:)\s*(['"`])((?:\\.|(?!\1).)*)\1/gs;
const named = new Set();
for (const file of testFiles) {
  for (const [, , title] of readFileSync(file, 'utf8').matchAll(TITLE)) {
    for (const id of title.match(/[A-Z]+-\d+/g) ?? []) named.add(id);
  }
}

const areas = [...new Set(rules.map((id) => id.split('-')[0]))];
const wanted = process.argv.slice(2);
let missingTotal = 0;
for (const area of areas.filter((a) => wanted.length === 0 || wanted.includes(a))) {
  const ids = rules.filter((id) => id.startsWith(`${area}-`));
  const missing = ids.filter((id) => !named.has(id));
  missingTotal += missing.length;
  console.info(
    `${area.padEnd(5)} ${String(ids.length - missing.length).padStart(3)}/${ids.length}${missing.length ? `  missing: ${missing.join(' ')}` : '  complete'}`,
  );
}
process.exitCode = 0;
console.info(`\n${rules.length - missingTotal}/${rules.length} rules named by a test title.`);
