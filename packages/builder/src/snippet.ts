import type { IslandName } from '@nordpark/core';
import { islandLinkHref } from '@nordpark/islands';
import { ISLAND_MANIFESTS } from '@nordpark/islands/manifests';
import { defaultLinkTarget, type Fallback, fallbackOf } from './fallback';

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
  /** Where the fallback link leads without the script; left out, the island's usual page. */
  linkTarget?: string | undefined;
}

/**
 * The snippet's forms, and the npm user's version of the same island. Each form survives a
 * different kind of editor (docs/cms.md): the builder recommends one by where it is pasted.
 */
export interface Snippet {
  /** The island's element with its fallback inside, no script: for editors that keep a div. */
  block: string;
  /** The link form: a paragraph holding one plain link that carries the island (no date field). */
  link?: string | undefined;
  /** The link form's address alone, for an editor's link dialog. */
  linkHref?: string | undefined;
  /** The island and its props as JSON, for a component field in a headless CMS. */
  headless: string;
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

/** The island's element: `data-nordpark`, its props as single-quoted JSON, when it wakes, and
 * the fallback HTML it holds until it mounts (an empty element is removed by some editors). */
export function islandBlock(
  island: IslandName,
  props: Readonly<Record<string, unknown>>,
  load?: string,
  fallback = '',
): string {
  const json = JSON.stringify(props);
  const attribute = json === '{}' ? '' : ` data-nordpark-props='${escapeSingleQuoted(json)}'`;
  const wake = load ? ` data-nordpark-load="${escapeHtml(load)}"` : '';
  return `<div data-nordpark="${island}"${attribute}${wake}>${fallback}</div>`;
}

/** The fallback as HTML: a link (`href` the link form's, so that it still upgrades when an
 * editor strips the div around it), or a labelled date input that posts under the field's name. */
export function fallbackHtml(fallback: Fallback, href?: string): string {
  if (fallback.kind === 'link')
    return `<a href="${escapeHtml(href ?? fallback.href)}">${escapeHtml(fallback.text)}</a>`;
  const name = fallback.name ? ` name="${escapeHtml(fallback.name)}"` : '';
  const value = fallback.value ? ` value="${escapeHtml(fallback.value)}"` : '';
  return `<label>${escapeHtml(fallback.label)} <input type="date"${name}${value}></label>`;
}

/** The island's forms, given its fallback: the block always, the link form for a link. */
export function islandForms(
  { island, props, load }: Pick<SnippetInput, 'island' | 'props' | 'load'>,
  fallback: Fallback,
): Pick<Snippet, 'block' | 'link' | 'linkHref' | 'headless'> {
  const json = JSON.stringify(props);
  const headless = JSON.stringify({ island, props, ...(load ? { load } : {}) }, null, 2);
  if (fallback.kind !== 'link')
    return { block: islandBlock(island, props, load, fallbackHtml(fallback)), headless };
  const linkHref = islandLinkHref(fallback.href, { island, props: json, load });
  const anchor = fallbackHtml(fallback, linkHref);
  return { block: islandBlock(island, props, load, anchor), link: `<p>${anchor}</p>`, linkHref, headless };
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

/** The island as a React component from npm, with the same page config and props. */
export function npmUsage({ island, props, config }: SnippetInput): string {
  const manifest = ISLAND_MANIFESTS.find((candidate) => candidate.island === island);
  if (!manifest) throw new TypeError(`no manifest for the island "${island}"`);
  const { component: name, package: from } = manifest;
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
  const target = input.linkTarget || defaultLinkTarget(input.island, input.props, input.config);
  return {
    ...islandForms(input, fallbackOf(input.island, input.props, input.config, target)),
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
