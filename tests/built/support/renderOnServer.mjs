// Renders each island component as a server would, in a Node process of its own (no test
// runner's module aliases: `@nordpark/*` resolves through node_modules and the packages'
// exports maps to their built dist/ files, as in an npm user's app). Prints one JSON line:
// per component the HTML, the render errors and, when watched, every read of a browser global.
//
//   node renderOnServer.mjs prerender|stream|string [watched]
//
// `string` is renderToString, which does not wait for what suspends: it loads the component's
// texts first, as docs/embedding.md tells its users to.
import { ISLAND_CASES, PAGE_CONFIG } from './islandCases.mjs';

const BROWSER_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'history',
  'location',
  'navigator',
  'matchMedia',
];

// Watched, each browser global is a getter that answers undefined and notes who asked: a guard
// such as `typeof window` counts too, for the render must not depend on the browser. Unwatched,
// the globals are missing, as on a server: a read that is not guarded throws there.
let reads = [];
for (const name of process.argv[3] === 'watched' ? BROWSER_GLOBALS : []) {
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      const caller = new Error().stack?.split('\n')[2]?.trim() ?? '';
      reads.push(`${name} ${caller}`);
      return undefined;
    },
  });
}

const mode = process.argv[2] ?? 'prerender';
const { HOST_FALLBACK, islandTree } = await import('./islandTree.mjs');
const { prerender } = await import('react-dom/static');
const { renderToReadableStream, renderToString } = await import('react-dom/server');
const { parsePageConfig } = await import('@nordpark/core');

async function render(island, element, onError) {
  if (mode === 'string') {
    for (const [from, load] of island.catalogues) await (await import(from))[load](parsed.value.language);
    return renderToString(element, { onError });
  }
  if (mode === 'prerender') {
    const { prelude } = await prerender(element, { onError });
    return new Response(prelude).text();
  }
  const stream = await renderToReadableStream(element, { onError });
  await stream.allReady;
  return new Response(stream).text();
}

const parsed = parsePageConfig(PAGE_CONFIG);
if (!parsed.ok) throw new Error('the page config does not parse');
const results = [];
for (const island of ISLAND_CASES) {
  reads = [];
  const module = await import(island.from);
  const importReads = reads;
  reads = [];
  const errors = [];
  const element = islandTree(module[island.component], parsed.value, island.props);
  const html = await render(island, element, (error) => {
    errors.push(String(error?.stack ?? error));
  });
  results.push({ name: island.name, html, errors, importReads, renderReads: reads, fallback: HOST_FALLBACK });
}
process.stdout.write(`${JSON.stringify(results)}\n`);
