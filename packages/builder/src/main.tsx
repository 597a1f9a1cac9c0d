// The embed builder's page script: the demo's /builder pages and the static builder/index.html
// that ships beside the bundle. It reads its settings from its root element's data attributes.
import { ISLAND_NAMES, type IslandName, LANGUAGES, type Language } from '@nordpark/core';
import { createRoot } from 'react-dom/client';
import { Builder } from './Builder';
import type { FormValues } from './builderState';
import { loadIslandEditors } from './registry';
import type { BundleManifest } from './snippet';

const ROOT_ID = 'nordpark-builder';

function pick<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

function readConfig(text: string | undefined): FormValues {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as FormValues;
  } catch {
    // A page without its own starting config gets Sweden's.
  }
  return { country: 'se' };
}

async function readManifest(assetBase: string): Promise<BundleManifest | undefined> {
  try {
    const response = await fetch(`${assetBase}manifest.json`);
    return response.ok ? ((await response.json()) as BundleManifest) : undefined;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  const root = document.getElementById(ROOT_ID);
  if (!root) throw new Error(`the builder page has no element with id "${ROOT_ID}"`);
  const query = new URLSearchParams(location.search);
  // The bundle's folder: given by the page, or the folder above the static builder's own.
  const assetBase = new URL(root.dataset.assetBase ?? '../', location.href).href;
  const language =
    pick(query.get('lang'), LANGUAGES) ??
    pick(root.dataset.language ?? document.documentElement.lang, LANGUAGES) ??
    ('en' satisfies Language);
  const island = pick<IslandName>(query.get('island'), ISLAND_NAMES);
  const [manifest] = await Promise.all([readManifest(assetBase), loadIslandEditors()]);
  createRoot(root).render(
    <Builder
      language={language}
      config={readConfig(root.dataset.config)}
      assetBase={new URL(assetBase).origin === location.origin ? new URL(assetBase).pathname : assetBase}
      manifest={manifest}
      island={island}
      preset={query.get('preset') ?? undefined}
    />,
  );
}

void start();
