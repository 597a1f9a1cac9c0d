import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, PropsError } from '../errors';
import { byId, greetingIsland, setUpPage } from '../testing/islands';
import { resolveIsland } from './resolveIsland';

const island = greetingIsland('date-field');
const resolve = (id = 'd') => resolveIsland(byId(id), 'date-field', island);

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('page config and props', () => {
  it('reads the page config from #nordpark-config and fills in its defaults', () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'no', apiBase: '/x' });
    const { config } = resolve();
    expect(config).toMatchObject({
      country: 'no',
      language: 'nb',
      apiBase: '/x',
      bookingflowPage: '/no/booking/',
    });
  });

  it('reads props from data-nordpark-props', () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"greeting":"hej","flexDays":3}'></div>`,
    );
    expect(resolve().props).toEqual({ greeting: 'hej', flexDays: 3 });
  });

  it('reads props from a child <script type="application/json"> when there is no attribute', () => {
    setUpPage(
      '<div id="d" data-nordpark="date-field"><script type="application/json">{"greeting":"long text"}</script></div>',
    );
    expect(resolve().props).toEqual({ greeting: 'long text' });
  });

  it('prefers the attribute over a child script', () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"greeting":"attr"}'><script type="application/json">{"greeting":"script"}</script></div>`,
    );
    expect(resolve().props).toEqual({ greeting: 'attr' });
  });

  it('lets page-config keys in props override the page config, for this island only', () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"language":"en","apiBase":"/island"}'></div>
       <div id="e" data-nordpark="date-field"></div>`,
      { country: 'se', language: 'sv', apiBase: '/page' },
    );
    expect(resolve().config).toMatchObject({ country: 'se', language: 'en', apiBase: '/island' });
    expect(resolve('e').config).toMatchObject({ language: 'sv', apiBase: '/page' });
    // Config keys are config, not the island's own props.
    expect(resolve().props).toEqual({});
  });

  it('merges nested config objects key by key', () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"texts":{"b":"island"},"map":{"attribution":"A"}}'></div>`,
      { country: 'se', texts: { a: 'page', b: 'page' }, map: { tileUrl: 'https://t/{z}/{x}/{y}.png' } },
    );
    const { config } = resolve();
    expect(config.texts).toEqual({ a: 'page', b: 'island' });
    expect(config.map).toEqual({ tileUrl: 'https://t/{z}/{x}/{y}.png', attribution: 'A' });
  });

  it('needs no page config when the props give the country', () => {
    setUpPage(`<div id="d" data-nordpark="date-field" data-nordpark-props='{"country":"fi"}'></div>`, null);
    expect(resolve().config).toMatchObject({ country: 'fi', language: 'fi' });
  });
});

describe('config errors', () => {
  it('a page without config is a ConfigError that says how to add one', () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>', null);
    const error = thrown(resolve);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ island: 'date-field', element: 'div#d', key: 'country' });
    expect(String((error as Error).message)).toMatch(
      /^\[nordpark\] date-field on div#d: the page has no config, and "country" is required\. Add <script type="application\/json" id="nordpark-config">/,
    );
  });

  it('page config that is not JSON is a ConfigError naming the fix', () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>', '{"country": se}');
    const error = thrown(resolve);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(
      /^\[nordpark\] date-field on div#d: the page config is not valid JSON \(SyntaxError: .*\)\. Fix the JSON in <script type="application\/json" id="nordpark-config">\.$/,
    );
  });

  it('a wrong page-config value is a ConfigError naming the key, the value and the fix', () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'de' });
    const error = thrown(resolve);
    expect(error).toBeInstanceOf(ConfigError);
    expect(error).toMatchObject({ key: 'country' });
    expect((error as Error).message).toBe(
      '[nordpark] date-field on div#d: page config "country" must be one of "se", "no", "fi" (got "de"). Fix the JSON in <script type="application/json" id="nordpark-config">.',
    );
  });

  it('a nested wrong page-config value names its dot path', () => {
    setUpPage('<div id="d" data-nordpark="date-field"></div>', { country: 'se', map: { tileUrl: 5 } });
    const error = thrown(resolve);
    expect(error).toMatchObject({ key: 'map.tileUrl' });
    expect((error as Error).message).toContain('page config "map.tileUrl" must be a string (got 5)');
  });
});

describe('props errors', () => {
  it('a wrong prop is a PropsError naming island, element, key, value and fix', () => {
    setUpPage(
      `<div id="start-date" data-nordpark="date-field" data-nordpark-props='{"flexDays":"seven"}'></div>`,
    );
    const error = thrown(() => resolve('start-date'));
    expect(error).toBeInstanceOf(PropsError);
    expect(error).toMatchObject({ island: 'date-field', element: 'div#start-date', key: 'flexDays' });
    expect((error as Error).message).toBe(
      '[nordpark] date-field on div#start-date: prop "flexDays" must be a number (got "seven"). Fix the data-nordpark-props JSON.',
    );
  });

  it("keeps a schema's own message and points at the child script when props live there", () => {
    setUpPage(
      '<div id="d" data-nordpark="date-field"><script type="application/json">{"day":"1/2"}</script></div>',
    );
    expect((thrown(resolve) as Error).message).toBe(
      `[nordpark] date-field on div#d: prop "day" must be a date written YYYY-MM-DD (got "1/2"). Fix the island's <script type="application/json">.`,
    );
  });

  it('props that are not JSON are a PropsError naming the fix', () => {
    setUpPage(`<div id="d" data-nordpark="date-field" data-nordpark-props="{greeting: 'hi'}"></div>`);
    const error = thrown(resolve);
    expect(error).toBeInstanceOf(PropsError);
    expect((error as Error).message).toMatch(
      /^\[nordpark\] date-field on div#d: the data-nordpark-props JSON is not valid JSON \(SyntaxError: .*\)\. Fix the data-nordpark-props JSON\.$/,
    );
  });

  it('props that are JSON but not an object are a PropsError', () => {
    setUpPage(`<div id="d" data-nordpark="date-field" data-nordpark-props='["hi"]'></div>`);
    expect((thrown(resolve) as Error).message).toContain('must be a JSON object (got an array)');
  });

  it('a wrong page-config key set in props is a PropsError: the fix is in the props', () => {
    setUpPage(`<div id="d" data-nordpark="date-field" data-nordpark-props='{"language":"de"}'></div>`);
    const error = thrown(resolve);
    expect(error).toBeInstanceOf(PropsError);
    expect(error).toMatchObject({ key: 'language' });
    expect((error as Error).message).toContain(
      'prop "language" must be one of "sv", "nb", "fi", "en" (got "de")',
    );
  });

  it("lists every wrong prop, the first in the island's schema as the key", () => {
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"flexDays":"x","greeting":1}'></div>`,
    );
    const error = thrown(resolve);
    expect(error).toMatchObject({ key: 'greeting' });
    expect((error as Error).message).toContain(
      'prop "greeting" must be a string (got 1); prop "flexDays" must be a number (got "x").',
    );
  });
});

describe('unknown keys', () => {
  it('warns about a prop neither the island nor the page config knows, naming island, element and key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUpPage(
      `<div id="d" data-nordpark="date-field" data-nordpark-props='{"greetng":"hi","greeting":"ok"}'></div>`,
    );
    expect(resolve().props).toEqual({ greeting: 'ok' });
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(
      '[nordpark] date-field on div#d: unknown prop "greetng" is ignored. Check its spelling in the data-nordpark-props JSON.',
    );
  });

  it('warns once per page about an unknown page-config key, however many islands read it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    setUpPage('<div id="d" data-nordpark="date-field"></div><div id="e" data-nordpark="date-field"></div>', {
      country: 'se',
      contry: 'se',
    });
    resolve('d');
    resolve('e');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('page config: unknown key "contry" is ignored');
  });
});
