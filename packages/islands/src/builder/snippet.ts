import type { IslandName } from '@nordpark/core';

/** What the bundle's manifest.json says of each file; the builder needs the integrity. */
export interface BundleManifest {
  version?: string;
  files: Readonly<Record<string, { integrity?: string } | undefined>>;
}

export interface SnippetInput {
  island: IslandName;
  /** The island's props, as JSON values; keys left out are not written. */
  props: Readonly<Record<string, unknown>>;
  /** The page config, as JSON values. */
  config: Readonly<Record<string, unknown>>;
  /** The folder the bundle is served from, ending in `/` (`/assets/nordpark/`, a CDN folder). */
  assetBase: string;
  manifest?: BundleManifest | undefined;
  /** When the island wakes (`data-nordpark-load`); left out, as the page config says. */
  load?: string | undefined;
}

/** The snippet in its two parts, and the npm user's version of the same island. */
export interface Snippet {
  /** What the editor pastes into a content block: the island's element alone, no script. */
  block: string;
  /** What a developer adds once per page type: the stylesheets, the page config and the loader. */
  template: string;
  /** The same island from npm, for a React app. */
  npm: string;
}

/** Text that is safe inside an attribute, either quote, and between tags. */
export function escapeHtml(text: string): string {
  return escapeSingleQuoted(text).replace(/"/g, '&quot;');
}

/** Text that is safe inside a single-quoted attribute: JSON keeps its double quotes readable. */
function escapeSingleQuoted(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
}

/** JSON that may sit inside `<script type="application/json">`: no `</script>` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The island's element: `data-nordpark`, its props as single-quoted JSON, and when it wakes. */
export function islandBlock(
  island: IslandName,
  props: Readonly<Record<string, unknown>>,
  load?: string,
): string {
  const json = JSON.stringify(props);
  const attribute = json === '{}' ? '' : ` data-nordpark-props='${escapeSingleQuoted(json)}'`;
  const wake = load ? ` data-nordpark-load="${escapeHtml(load)}"` : '';
  return `<div data-nordpark="${island}"${attribute}${wake}></div>`;
}

function integrityOf(manifest: BundleManifest | undefined, file: string): string {
  const integrity = manifest?.files[file]?.integrity;
  return integrity ? ` integrity="${escapeHtml(integrity)}" crossorigin="anonymous"` : '';
}

/** The island's stylesheet file in the bundle (the confirm dialog's is my-parking's). */
export function islandStylesheet(island: IslandName): string {
  return `islands/${island}.css`;
}

/**
 * The site template's part: the shared and the island's stylesheets, the page config and the
 * loader, each file with its integrity from the manifest. The island's own stylesheet is
 * linked here so that it, too, is covered (the loader adds no second link).
 */
export function templatePart({ island, config, assetBase, manifest }: SnippetInput): string {
  const file = (name: string) => `${escapeHtml(assetBase)}${name}`;
  const islandCss = islandStylesheet(island);
  return [
    `<link rel="stylesheet" href="${file('nordpark.css')}"${integrityOf(manifest, 'nordpark.css')}>`,
    `<link rel="stylesheet" href="${file(islandCss)}"${integrityOf(manifest, islandCss)}>`,
    `<script type="application/json" id="nordpark-config">${scriptJson(config)}</script>`,
    `<script type="module" src="${file('nordpark.js')}"${integrityOf(manifest, 'nordpark.js')}></script>`,
  ].join('\n');
}

const COMPONENTS: Readonly<Record<IslandName, { name: string; from: string }>> = {
  'facility-search': { name: 'FacilitySearch', from: '@nordpark/facility-search' },
  'booking-flow': { name: 'BookingFlow', from: '@nordpark/booking-flow' },
  'date-field': { name: 'DateField', from: '@nordpark/date-field' },
  'confirm-dialog': { name: 'ConfirmDialog', from: '@nordpark/my-parking' },
};

/** The island as a React component from npm, with the same page config and props. */
export function npmUsage({ island, props, config }: SnippetInput): string {
  const { name, from } = COMPONENTS[island];
  const indent = (json: string) => json.replace(/\n/g, '\n  ');
  return [
    `import { parsePageConfig } from '@nordpark/core';`,
    `import { ${name} } from '${from}';`,
    `import '${from}/styles.css';`,
    `import { Suspense } from 'react';`,
    '',
    `const parsed = parsePageConfig(${indent(JSON.stringify(config, null, 2))});`,
    `if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));`,
    '',
    'export function Parking() {',
    '  return (',
    '    <Suspense fallback={null}>',
    `      <${name} config={parsed.value} props={${JSON.stringify(props)}} />`,
    '    </Suspense>',
    '  );',
    '}',
  ].join('\n');
}

export function buildSnippet(input: SnippetInput): Snippet {
  return {
    block: islandBlock(input.island, input.props, input.load),
    template: templatePart(input),
    npm: npmUsage(input),
  };
}

/**
 * A whole page holding the snippet, as a host's template would serve it: the live preview's
 * document, so what it shows is what the pasted snippet will show.
 */
export function previewDocument(input: SnippetInput, language: string): string {
  const snippet = buildSnippet(input);
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(language)}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Preview</title>',
    snippet.template,
    '</head>',
    `<body class="np-builder-preview-body">${snippet.block}</body>`,
    '</html>',
  ].join('\n');
}
