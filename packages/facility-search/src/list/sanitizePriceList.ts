import type { DOMPurify as Purifier } from 'dompurify';

// Beyond DOMPurify's defaults (no script, no handlers, no script URLs): nothing that styles or
// covers the host page, posts a form, embeds another document, or, through id and name,
// clobbers globals and duplicates ids of the page.
const FORBID_TAGS = [
  'style',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'template',
];
const FORBID_ATTR = ['style', 'id', 'name', 'class', 'srcset', 'tabindex', 'autofocus', 'role'];

// No inline handler or style in the canary: Chromium reports those to a page's strict
// Content-Security-Policy as soon as they are parsed, even in the sanitizer's inert document.
const CANARY = '<p>ok</p><a href="javascript:x()">a</a><script>x()</script>';
const CANARY_CLEAN = '<p>ok</p><a>a</a>';

let trusted: boolean | undefined;

// DOMPurify (9 KiB) is loaded when the first price list arrives, not with the page.
const loadPurifier = (): Promise<Purifier> => import('dompurify').then((module) => module.default);

/**
 * Whether DOMPurify really sanitizes here. It needs a browser's DOM: on a DOM that only
 * looks like one (happy-dom, some server shims) it lets script through while seeming to
 * work, so it is tried on a known payload once before anything is trusted to it.
 */
export async function purifierWorks(): Promise<boolean> {
  const purifier = await loadPurifier();
  trusted ??= purifier.isSupported && purifier.sanitize(CANARY) === CANARY_CLEAN;
  return trusted;
}

/**
 * The pricelist tab's HTML fragment (SRCH-44, API-09) made safe before it enters the DOM.
 * Where the sanitizer cannot be trusted nothing is let through, rather than everything.
 */
export async function sanitizePriceList(html: string): Promise<string> {
  if (!(await purifierWorks())) return '';
  const purifier = await loadPurifier();
  return purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR, ALLOW_DATA_ATTR: false });
}
