/**
 * MYP-14: an invoice downloads from the current page's path plus `downloaddocument`, with
 * the documentNumber query parameter. A path without a trailing slash gets one first
 * (`/se/my-parking` → `/se/my-parking/downloaddocument?…`), so the action is never glued to
 * the page's last segment.
 */
export function invoiceDownloadUrl(pagePath: string, documentNumber: string): string {
  const path = pagePath.endsWith('/') ? pagePath : `${pagePath}/`;
  return `${path}downloaddocument?documentNumber=${encodeURIComponent(documentNumber)}`;
}
