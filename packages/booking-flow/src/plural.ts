import { type Language, localeTag, type MessageParams, type Translate } from '@nordpark/core';

/** The message ids that come in plural forms: `<id>.one` and `<id>.other` in every catalogue. */
export type PluralMessageId =
  | 'booking.availability.few'
  | 'booking.devices.available'
  | 'booking.flexPrice'
  | 'booking.product.promotion'
  | 'booking.summary.days'
  | 'booking.summary.spaces';

const rules = new Map<Language, Intl.PluralRules>();

/**
 * A counted text in the page language: Intl.PluralRules picks the form ("1 månad", "2 månader"),
 * `<id>.one` or `<id>.other`; a language whose catalogue lacks the picked form gets `other`.
 * `{count}` is the number; other placeholders come from `params`.
 */
export function plural(
  t: Translate,
  language: Language,
  id: PluralMessageId,
  count: number,
  params: MessageParams = {},
): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(localeTag(language));
    rules.set(language, rule);
  }
  const values = { count, ...params };
  const form = `${id}.${rule.select(count)}`;
  const text = t(form, values);
  return text === form ? t(`${id}.other`, values) : text;
}
