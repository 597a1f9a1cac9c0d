import { DEFAULT_ATTRIBUTION } from '@nordpark/core';

/**
 * The tile attribution from the config, which Leaflet inserts as HTML: links and text only.
 * DOMPurify is loaded with it, after the map, so it is not part of the page's first download.
 */
export async function sanitizeAttribution(attribution: string): Promise<string> {
  const { default: purifier } = await import('dompurify');
  return purifier.sanitize(attribution || DEFAULT_ATTRIBUTION, {
    ALLOWED_TAGS: ['a', 'span'],
    ALLOWED_ATTR: ['href'],
  });
}
