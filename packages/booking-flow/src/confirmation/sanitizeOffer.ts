import type { DOMPurify as Purifier } from 'dompurify';

// The confirmation page's offer (getconfirmationpageoffer, API-10) is the server's HTML: it is
// sanitized like the search's price list (facility-search/src/list/sanitizePriceList.ts).
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

// DOMPurify (9 KiB) loads with the offer, never with the flow's first step.
const loadPurifier = (): Promise<Purifier> => import('dompurify').then((module) => module.default);

/**
 * The offer's HTML made safe before it enters the DOM. DOMPurify needs a browser's DOM (on a
 * DOM that only looks like one it lets script through while seeming to work), so it is tried
 * on a known payload first: where it cannot be trusted, or cannot load, nothing is let
 * through rather than everything.
 */
export async function sanitizeOffer(html: string): Promise<string> {
  try {
    const purifier = await loadPurifier();
    trusted ??= purifier.isSupported && purifier.sanitize(CANARY) === CANARY_CLEAN;
    if (!trusted) return '';
    const clean = purifier.sanitize(html, { FORBID_TAGS, FORBID_ATTR, ALLOW_DATA_ATTR: false });
    // Links in the offer leave the page in a new tab, without the page's window object.
    const template = document.createElement('template');
    template.innerHTML = clean;
    for (const link of template.content.querySelectorAll('a[href]')) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
    // An image the server sent without alternative text would be read out by its file name:
    // it is decoration beside the offer's own words.
    for (const image of template.content.querySelectorAll('img:not([alt])')) image.setAttribute('alt', '');
    return template.innerHTML;
  } catch {
    return '';
  }
}
