import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Window } from 'happy-dom';
import { beforeAll, describe, expect, test } from 'vitest';

// Each island component, imported from the built dist/ through the packages' exports maps and
// rendered with React's server APIs inside a <Suspense>, in a plain Node process
// (support/renderOnServer.mjs): as a Next.js, Remix or Astro server renders it for an npm user.

interface ServerRender {
  name: string;
  html: string;
  errors: string[];
  importReads: string[];
  renderReads: string[];
  fallback: string;
}

const script = fileURLToPath(new URL('support/renderOnServer.mjs', import.meta.url));

async function renderAll(
  mode: 'prerender' | 'stream' | 'string',
  watched = false,
): Promise<Map<string, ServerRender>> {
  const args = [script, mode, ...(watched ? ['watched'] : [])];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 1 << 24 });
  const results = JSON.parse(stdout) as ServerRender[];
  return new Map(results.map((result) => [result.name, result]));
}

function parse(html: string): Document {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document as unknown as Document;
}

/** The first view each component shows before the browser has done anything. */
const FIRST_VIEW: Record<string, (page: Document) => void> = {
  'date-field': (page) => {
    const input = page.querySelector('input.np-date-field__input[role="combobox"]');
    const label = page.querySelector('label.np-date-field__label');
    expect(label?.textContent).toBe('Startdatum');
    expect(input?.id).toBeTruthy();
    expect(label?.getAttribute('for')).toBe(input?.id);
    expect(page.querySelector('input[type="hidden"][name="start"]')).not.toBeNull();
  },
  'facility-search': (page) => {
    const bar = page.querySelector('form.np-search-bar[role="search"]');
    expect(bar?.querySelector('input[role="combobox"]')).not.toBeNull();
    expect(page.querySelector('.np-results--loading[aria-busy="true"]')).not.toBeNull();
  },
  'booking-flow': (page) => {
    expect(page.querySelector('.np-booking [aria-busy="true"] [role="status"]')?.textContent).toBe('Laddar…');
  },
  'booking-confirmation': (page) => {
    expect(page.querySelector('[aria-busy="true"] [role="status"]')?.textContent).toBe('Laddar…');
  },
  'confirm-dialog': (page) => {
    const trigger = page.querySelector('button.np-confirm-trigger');
    expect(trigger?.textContent).toBe('Ta bort som administratör');
    expect(trigger?.getAttribute('aria-haspopup')).toBe('dialog');
  },
};

/**
 * The booking flow's confirmation view is a chunk of its own, loaded where a host shows it:
 * renderToString does not wait for code either (embedding.md says so), the others do.
 */
const LOADS_CODE_FIRST = new Set(['booking-confirmation']);

describe.each(['prerender', 'stream', 'string'] as const)(
  'the island components rendered on a server (%s)',
  (mode) => {
    let rendered = new Map<string, ServerRender>();
    beforeAll(async () => {
      rendered = await renderAll(mode);
    }, 120_000);

    const names = Object.keys(FIRST_VIEW).filter((name) => mode !== 'string' || !LOADS_CODE_FIRST.has(name));
    test.each(names)('%s renders its first view', (name) => {
      const result = rendered.get(name);
      if (!result) throw new Error(`${name} was not rendered: run npm run build`);
      expect(result.errors).toEqual([]);
      // Not the host's fallback, and no boundary left for the client to render instead.
      expect(result.html).not.toContain(result.fallback);
      expect(result.html).not.toContain('<!--$!-->');
      FIRST_VIEW[name]?.(parse(result.html));
    });
  },
);

describe('the island components on a server, every browser global watched', () => {
  let rendered = new Map<string, ServerRender>();
  beforeAll(async () => {
    rendered = await renderAll('prerender', true);
  }, 120_000);

  test.each(Object.keys(FIRST_VIEW))('%s reads none while imported or rendered', (name) => {
    const result = rendered.get(name);
    if (!result) throw new Error(`${name} was not rendered: run npm run build`);
    expect(result.importReads).toEqual([]);
    expect(result.renderReads).toEqual([]);
    expect(result.errors).toEqual([]);
    FIRST_VIEW[name]?.(parse(result.html));
  });
});
