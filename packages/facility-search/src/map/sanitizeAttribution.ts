import { DEFAULT_ATTRIBUTION } from '@nordpark/core';

/**
 * The tile attribution from the config, which Leaflet inserts as HTML: links and text only.
 * The default is our own text and is used as it is; a host's own is sanitized by DOMPurify,
 * loaded only then, so that a page with the default map downloads no sanitizer.
 */
export async function sanitizeAttribution(attribution: string): Promise<string> {
  if (!attribution || attribution === DEFAULT_ATTRIBUTION) return DEFAULT_ATTRIBUTION;
  const { default: purifier } = await import('dompurify');
  return purifier.sanitize(attribution || DEFAULT_ATTRIBUTION, {
    ALLOWED_TAGS: ['a', 'span'],
    ALLOWED_ATTR: ['href'],
  });
}
