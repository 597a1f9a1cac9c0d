import { type CountryCode, defaultLanguage, type IslandName, LANGUAGES, type Language } from '@nordpark/core';

/**
 * What a block shows before the island mounts, and where no script runs: a working link for
 * the islands that lead somewhere, a plain labelled date input for the date field (so that the
 * form around it still posts a date). In the language of the page, for its visitors.
 */
export type Fallback =
  | { kind: 'link'; href: string; text: string }
  | { kind: 'field'; name?: string | undefined; label: string; value?: string | undefined };

type Texts = Readonly<Record<Language, string>>;

const LINK_TEXTS: Readonly<Record<Exclude<IslandName, 'date-field'>, Texts>> = {
  'facility-search': {
    sv: 'Hitta parkering',
    nb: 'Finn parkering',
    fi: 'Etsi pysäköintipaikka',
    en: 'Find parking',
  },
  'booking-flow': {
    sv: 'Boka parkering',
    nb: 'Bestill parkering',
    fi: 'Varaa pysäköinti',
    en: 'Book parking',
  },
  'confirm-dialog': {
    sv: 'Gå till Min parkering',
    nb: 'Gå til Min parkering',
    fi: 'Siirry Oma pysäköinti -sivulle',
    en: 'Go to My parking',
  },
};

const DATE_LABEL: Texts = { sv: 'Datum', nb: 'Dato', fi: 'Päivämäärä', en: 'Date' };

type Values = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** The page's language as the runtime would choose it: the config's, else the market's. */
export function pageLanguage(config: Values): Language {
  const language = config.language;
  if (typeof language === 'string' && (LANGUAGES as readonly string[]).includes(language))
    return language as Language;
  const country = text(config.country) ?? 'se';
  return defaultLanguage(country as CountryCode);
}

/**
 * Where an island's link leads without the script, unless the editor says otherwise: the
 * search page, the booking page for the chosen facility, the my-parking page. The operator's
 * paths may differ: the builder lets the editor change it.
 */
export function defaultLinkTarget(island: IslandName, props: Values, config: Values): string {
  const country = text(config.country) ?? 'se';
  switch (island) {
    case 'booking-flow': {
      const page = text(config.bookingflowPage) ?? `/${country}/booking/`;
      const fId = props.fId;
      return typeof fId === 'number' || typeof fId === 'string'
        ? `${page}?fId=${encodeURIComponent(fId)}&t=1`
        : page;
    }
    case 'confirm-dialog':
      return `/${country}/my-parking`;
    default:
      return `/${country}/search`;
  }
}

/** Whether `href` may be a fallback link: a path on the site, or an http(s) address. */
export function isLinkTarget(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//');
  return /^https?:\/\/[^/\s]+/i.test(href);
}

/** The island's fallback, for the page `config` describes; `target` is where a link leads. */
export function fallbackOf(island: IslandName, props: Values, config: Values, target: string): Fallback {
  const language = pageLanguage(config);
  if (island === 'date-field') {
    return {
      kind: 'field',
      name: text(props.name),
      label: text(props.text) ?? text(props.label) ?? DATE_LABEL[language],
      value: text(props.value),
    };
  }
  return { kind: 'link', href: target, text: LINK_TEXTS[island][language] };
}
