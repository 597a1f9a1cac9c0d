import { sanitizeServerHtml } from '@nordpark/ui/sanitize';

export { purifierWorks } from '@nordpark/ui/sanitize';

/**
 * The pricelist tab's HTML fragment (SRCH-44, API-09) made safe before it enters the DOM,
 * through the one allow-list every island uses (@nordpark/ui/sanitize). Where the sanitizer
 * cannot be trusted nothing is let through, rather than everything.
 */
export function sanitizePriceList(html: string): Promise<string> {
  return sanitizeServerHtml(html);
}
