import type { DOMPurify as Purifier } from 'dompurify';

// Server HTML (a price list, a confirmation offer) made safe before it enters the DOM: one
// allow-list for every island. Beyond DOMPurify's defaults (no script, no handlers, no script
// URLs): nothing that styles or covers the host page, posts a form, embeds another document,
// or, through id and name, clobbers globals and duplicates ids of the page.
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

// DOMPurify (9 KiB) loads with the first server HTML to show, never with a page.
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
 * The server's HTML through the allow-list above. Where the sanitizer cannot be trusted, or
 * cannot load, nothing is let through ('') rather than everything.
 */
export async function sanitizeServerHtml(html: string): Promise<string> {
  try {
    if (!(await purifierWorks())) return '';
    const purifier = await loadPurifier();
    return purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR, ALLOW_DATA_ATTR: false });
  } catch {
    return '';
  }
}
