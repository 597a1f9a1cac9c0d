import * as v from 'valibot';
import { ISLAND_LOADS, type IslandLoad } from '../islands/islandLoads';
import type { CountryCode } from '../types/facility';

export type Language = 'sv' | 'nb' | 'fi' | 'en';

export const COUNTRIES: readonly CountryCode[] = ['se', 'no', 'fi'];
export const LANGUAGES: readonly Language[] = ['sv', 'nb', 'fi', 'en'];

const DEFAULT_LANGUAGE: Record<CountryCode, Language> = { se: 'sv', no: 'nb', fi: 'fi' };

const mockDelaysSchema = v.object({
  /** Upper bound of the random delay, ms (spec: about 5 s). */
  maxDelay: v.optional(v.pipe(v.number(), v.minValue(0))),
  /** Replaces every delay, fixed ones included; 0 in tests. */
  delay: v.optional(v.pipe(v.number(), v.minValue(0))),
});

const mapSchema = v.object({
  tileUrl: v.optional(v.string()),
  attribution: v.optional(v.string()),
});

const placesSchema = v.object({
  provider: v.optional(v.picklist(['reference', 'google'])),
  apiKey: v.optional(v.string()),
  endpoint: v.optional(v.string()),
});

/** The page config's keys (architecture §3). Every key but `country` is optional. */
export const pageConfigSchema = v.object({
  country: v.picklist(COUNTRIES as CountryCode[], 'must be one of "se", "no", "fi"'),
  language: v.optional(v.picklist(LANGUAGES as Language[], 'must be one of "sv", "nb", "fi", "en"')),
  apiBase: v.optional(v.string()),
  bookingController: v.optional(v.string()),
  bookingflowPage: v.optional(v.string()),
  myParkingProduct: v.optional(v.string()),
  authCookie: v.optional(v.string()),
  mock: v.optional(v.union([v.boolean(), mockDelaysSchema], 'must be true, false or {"maxDelay", "delay"}')),
  map: v.optional(mapSchema),
  places: v.optional(placesSchema),
  texts: v.optional(v.record(v.string(), v.string())),
  paymentOrigins: v.optional(v.array(v.string())),
  directionsUrl: v.optional(v.string()),
  debug: v.optional(v.boolean('must be true or false')),
  // An unknown value is the loader's to warn about (it then loads the island at once): it
  // never fails an island here.
  load: v.optional(v.fallback(v.picklist(ISLAND_LOADS), 'eager')),
});

export type PageConfigInput = v.InferInput<typeof pageConfigSchema>;

/** The page config with every default filled in. */
export interface PageConfig {
  country: CountryCode;
  language: Language;
  apiBase: string;
  bookingController: string;
  bookingflowPage: string;
  myParkingProduct: string;
  authCookie: string;
  mock: false | { maxDelay: number; delay?: number };
  map: { tileUrl: string; attribution: string };
  places: { provider: 'reference' | 'google'; apiKey?: string; endpoint?: string };
  texts: Record<string, string>;
  /** Origins the card-payment redirect may go to (https only). */
  paymentOrigins: string[];
  /**
   * The Directions link's URL template, with `{lat}`, `{lng}` and `{address}`; ''
   * for the default: a `geo:` URI on phones, a maps web URL elsewhere.
   */
  directionsUrl: string;
  /**
   * Editors' mode: an island that fails on a config or props error shows the full
   * message in its own box. `?nordpark-debug` in the page URL does the same.
   */
  debug: boolean;
  /** When the page's islands wake up, unless an island's `data-nordpark-load` says otherwise. */
  load: IslandLoad;
}

export const PAGE_CONFIG_KEYS = Object.keys(pageConfigSchema.entries) as (keyof PageConfig)[];

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** One problem with one key, in words a CMS editor can act on. */
export interface ConfigIssue {
  key: string;
  message: string;
}

export type ParseResult<T> =
  | { ok: true; value: T; unknownKeys: string[] }
  | { ok: false; issues: ConfigIssue[] };

export function issuesOf(result: v.SafeParseResult<v.GenericSchema>): ConfigIssue[] {
  if (result.success) return [];
  return result.issues.map((issue) => ({
    key: v.getDotPath(issue) ?? '(root)',
    message: issue.message,
  }));
}

/** Keys that a schema does not know: reported as warnings, never fatal, so an older bundle
 * survives a newer CMS template. */
export function unknownKeysOf(input: object, known: readonly string[]): string[] {
  return Object.keys(input).filter((key) => !known.includes(key));
}

/**
 * Validates raw page config (already JSON-parsed) and fills in defaults. Never throws:
 * a bad value comes back as an issue naming its key.
 */
export function parsePageConfig(input: unknown): ParseResult<PageConfig> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, issues: [{ key: '(root)', message: 'must be a JSON object' }] };
  }
  const result = v.safeParse(pageConfigSchema, input);
  if (!result.success) return { ok: false, issues: issuesOf(result) };
  const raw = result.output;
  const mock = raw.mock === true ? { maxDelay: 5000 } : raw.mock ? { maxDelay: 5000, ...raw.mock } : false;
  return {
    ok: true,
    unknownKeys: unknownKeysOf(input, PAGE_CONFIG_KEYS),
    value: {
      country: raw.country,
      language: raw.language ?? DEFAULT_LANGUAGE[raw.country],
      apiBase: raw.apiBase ?? '',
      bookingController: raw.bookingController ?? '/booking/',
      bookingflowPage: raw.bookingflowPage ?? `/${raw.country}/booking/`,
      myParkingProduct: raw.myParkingProduct ?? 'parking',
      authCookie: raw.authCookie ?? 'np_userhash',
      mock,
      map: {
        tileUrl: raw.map?.tileUrl ?? DEFAULT_TILE_URL,
        attribution: raw.map?.attribution ?? DEFAULT_ATTRIBUTION,
      },
      places: { provider: 'reference', ...raw.places },
      texts: raw.texts ?? {},
      paymentOrigins: raw.paymentOrigins ?? [],
      directionsUrl: raw.directionsUrl ?? '',
      debug: raw.debug ?? false,
      load: raw.load ?? 'eager',
    },
  };
}

export function defaultLanguage(country: CountryCode): Language {
  return DEFAULT_LANGUAGE[country];
}
