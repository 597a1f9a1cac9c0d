import type { IslandPreload } from '../types';
import { startIntlWarmup } from './intlWarmup';
import { peekPageConfig } from './loadTrigger';
import { peekJson } from './peekJson';
import type { IslandRegistration } from './registry';

// The loader's first round: as soon as it finds an island, everything the island's first view
// needs starts at once, beside the island's code and React: every module (modulepreload),
// the page language's texts, the island's data entry, which starts its first API call, and
// (once per page) the Intl warm-up worker.

/**
 * Starts the first round for one island element (once per kind for the modules). Settles,
 * never rejects, once the data entry has started its request (or has none, or failed): the
 * island renders only after that, so its first call always comes from the entry, however
 * the two downloads race on a busy phone (the entry is small and in the same round).
 */
export function startFirstRound(
  element: HTMLElement,
  name: string,
  registration: IslandRegistration,
): Promise<void> {
  const { preload, prefetch } = registration;
  if (preload) {
    const page = element.ownerDocument;
    const firstView = preloadModules(page, preload.files);
    const language = peekLanguage(element);
    if (preload.intlWarmup) startIntlWarmup(preload.intlWarmup, language);
    // The texts in the task after: each link starts a fetch, not free on a slow phone, and the
    // loader's task, which evaluates nordpark.js, finds the islands and starts their code,
    // should stay short. They are small and wait one task.
    setTimeout(() => preloadModules(page, textFiles(preload, language)));
    // The low-priority modules (the search's map) once the first view's have arrived: on a
    // phone's network they would share its bandwidth with the list's code and the data entry.
    void arrived(firstView).then(() => preloadModules(page, preload.later ?? [], 'low'));
  }
  if (!prefetch) return Promise.resolve();
  return prefetch()
    .then((entry) => {
      const request = entry.dataRequest(element, name);
      if (request && element.isConnected) entry.prefetch(request);
    })
    .catch((error: unknown) => {
      // The island asks for its data itself when it mounts; a failed download shows there.
      console.warn(`[nordpark] ${name}: data entry failed`, error);
    });
}

/** The island's texts in `language`, when it is known. */
export function textFiles(preload: IslandPreload, language: string | undefined): readonly string[] {
  return language ? (preload.texts?.[language] ?? []) : [];
}

/** Settles when every link has loaded or failed (a module the island cannot do without
 * fails the island when it imports it, not here). */
export function arrived(links: readonly HTMLLinkElement[]): Promise<unknown> {
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          // Our own links: nothing else listens on them.
          link.onload = link.onerror = resolve;
        }),
    ),
  );
}

/**
 * Adds one `<link rel="modulepreload">` per module not yet linked (by us or by the host);
 * returns the links it added.
 */
export function preloadModules(
  document: Document,
  urls: readonly string[],
  priority?: 'high' | 'low',
): HTMLLinkElement[] {
  const added: HTMLLinkElement[] = [];
  const linked = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href),
  );
  for (const url of urls) {
    const href = new URL(url, document.baseURI).href;
    if (linked.has(href)) continue;
    linked.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    if (priority) link.setAttribute('fetchpriority', priority);
    link.href = href;
    (document.head ?? document.documentElement).append(link);
    added.push(link);
  }
  return added;
}

/** Each country's language when the config names none, as @nordpark/core's page config has it. */
const COUNTRY_LANGUAGE: Readonly<Record<string, string>> = { se: 'sv', no: 'nb', fi: 'fi' };

/**
 * The island's language, read cheaply (the island's props over the page config, then the
 * country's language): enough to fetch the right texts early. A wrong guess costs one file.
 */
export function peekLanguage(element: HTMLElement): string | undefined {
  const page = peekPageConfig(element);
  const script = element.querySelector(':scope>script[type="application/json"]');
  const props = peekJson(element.getAttribute('data-nordpark-props') ?? script?.textContent);
  const pick = (key: string) => props?.[key] ?? page?.[key];
  const language = pick('language');
  if (typeof language === 'string') return language;
  const country = pick('country');
  return typeof country === 'string' ? COUNTRY_LANGUAGE[country] : undefined;
}
