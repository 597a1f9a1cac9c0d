const MARKUP = /[<&]/;
const BLOCK = /<\/?(?:br|p|div|li|ul|ol|h[1-6])\b[^>]*>/gi;

/**
 * A server text (a product's description, notes) as plain text: some carry markup
 * (`<p>`, `<strong>`, `<br>`, `&amp;`), which must never show as literal tags, and is not
 * trusted as HTML either. Parsed by an inert DOMParser document (nothing runs, nothing loads);
 * blocks and line breaks become spaces.
 */
export function plainText(text: string | null | undefined): string {
  if (!text) return '';
  if (!MARKUP.test(text)) return text;
  const spaced = text.replace(BLOCK, ' ');
  const parsed =
    typeof DOMParser === 'undefined'
      ? spaced.replace(/<[^>]*>/g, '')
      : (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '');
  return parsed.replace(/\s+/g, ' ').trim();
}
