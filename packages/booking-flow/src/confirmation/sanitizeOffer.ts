import { sanitizeServerHtml } from '@nordpark/ui/sanitize';

/**
 * The confirmation page's offer (getconfirmationpageoffer, API-10), the server's HTML, made
 * safe before it enters the DOM through the allow-list of every island (@nordpark/ui/sanitize,
 * as the search's price list). Where the sanitizer cannot be trusted, or cannot load, nothing
 * is let through rather than everything.
 */
export async function sanitizeOffer(html: string): Promise<string> {
  const clean = await sanitizeServerHtml(html);
  if (!clean) return '';
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
}
