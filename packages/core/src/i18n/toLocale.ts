/**
 * Country-style codes the CMS uses for a language, mapped to the language codes dayjs, the
 * calendar and Intl know: Norwegian is nb (Bokmål), not "no" (DATE-45); Swedish is sv, not the
 * country code "se" (DATE-46). Anything else is passed through, lower-cased and trimmed.
 */
const LOCALE_ALIASES: Readonly<Record<string, string>> = { no: 'nb', se: 'sv' };

export function toLocale(code: string): string {
  const normalised = code.trim().toLowerCase();
  return LOCALE_ALIASES[normalised] ?? normalised;
}
