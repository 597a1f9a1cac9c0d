import { type CountryCode, type Language, type PageConfig, parsePageConfig } from '@nordpark/core';

type Overrides = Partial<Record<keyof PageConfig, unknown>>;

/** What Storybook's toolbar chose; a key left out keeps what the story says. */
export interface StoryGlobals {
  country?: CountryCode;
  language?: Language;
}

let toolbar: StoryGlobals = {};
/** Every config storyConfig made, with the overrides it was made from. */
const made = new WeakMap<PageConfig, Overrides>();

function parse(overrides: Overrides, globals: StoryGlobals): PageConfig {
  const chosen = Object.fromEntries(Object.entries(globals).filter(([, value]) => value));
  const result = parsePageConfig({ country: 'se', ...overrides, ...chosen });
  if (!result.ok)
    throw new Error(`storyConfig: ${result.issues.map((i) => `${i.key} ${i.message}`).join('; ')}`);
  made.set(result.value, overrides);
  return result.value;
}

/**
 * A valid page config for stories and tests, with defaults filled in: Swedish unless the
 * overrides say otherwise. In Storybook the toolbar's country and language apply over it
 * (see setStoryGlobals); elsewhere nothing does.
 */
export function storyConfig(overrides: Overrides = {}): PageConfig {
  return parse(overrides, toolbar);
}

/**
 * The toolbar's country and language, applied by every storyConfig() made from now on and by
 * withStoryGlobals(). Storybook's decorator (.storybook/preview.tsx) sets them before each
 * render; the language follows a chosen country unless the story or the toolbar names one.
 */
export function setStoryGlobals(globals: StoryGlobals): void {
  toolbar = { ...globals };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  !('$$typeof' in value);

/**
 * `value` with every config storyConfig made in it made again under the toolbar's globals:
 * a story's args, where a config sits at the top (`config`) or a level or two down
 * (`services.config`). Objects on the way are copied, never changed; anything else is kept.
 */
export function withStoryGlobals<T>(value: T, globals: StoryGlobals = toolbar, depth = 3): T {
  if (typeof value !== 'object' || value === null || (!globals.country && !globals.language)) return value;
  const overrides = made.get(value as unknown as PageConfig);
  if (overrides) return parse(overrides, globals) as T;
  if (depth === 0) return value;
  if (Array.isArray(value)) {
    const items = value.map((item) => withStoryGlobals(item, globals, depth - 1));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    const next = withStoryGlobals(item, globals, depth - 1);
    if (next !== item) {
      copy ??= { ...value };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}
