import { bookingFlowPropsSchema } from '@nordpark/booking-flow';
import { defineIsland } from '@nordpark/ui/island';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byId, greetingIsland, greetingSchema, setUpPage } from '../testing/islands';
import { diagnoseIsland } from './diagnoseIsland';
import { resolveIsland } from './resolveIsland';

const island = greetingIsland('date-field');

/** The island `d` on a page with this config and these props: what resolveIsland throws (or
 * warns) beside what diagnoseIsland says, given the same raw JSON. */
function both(props: Record<string, unknown>, config: Record<string, unknown> | null = { country: 'se' }) {
  setUpPage(
    `<div id="d" data-nordpark="date-field" data-nordpark-props='${JSON.stringify(props)}'></div>`,
    config,
  );
  const element = byId('d');
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  let thrown: Error | undefined;
  try {
    resolveIsland(element, 'date-field', island);
  } catch (error) {
    thrown = error as Error;
  }
  const warned = warn.mock.calls.map((call) => call[0]);
  const diagnosis = diagnoseIsland(config ?? undefined, props, greetingSchema, 'date-field', { element });
  return { thrown, warned, diagnosis };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('diagnoseIsland gives the runtime its words', () => {
  it.each([
    ['a wrong prop', { flexDays: 'seven' }, { country: 'se' }, 'flexDays'],
    ['a schema message', { day: '1/2' }, { country: 'se' }, 'day'],
    ['a wrong config key in props', { language: 'de' }, { country: 'se' }, 'language'],
    ['a wrong page-config value', {}, { country: 'de' }, 'country'],
    ['a nested page-config value', {}, { country: 'se', map: { tileUrl: 5 } }, 'map.tileUrl'],
    ['a missing page config', {}, null, 'country'],
  ])('%s: one error, the message thrown', (_, props, config, key) => {
    const { thrown, diagnosis } = both(props, config);
    expect(thrown).toBeDefined();
    expect(diagnosis.errors).toHaveLength(1);
    expect(diagnosis.errors[0]).toMatchObject({ key, message: thrown?.message });
    expect(thrown?.message).toBe(`[nordpark] date-field on div#d: ${diagnosis.errors[0]?.detail}`);
    expect(diagnosis.failure?.key).toBe(key);
    expect(diagnosis.resolved).toBeUndefined();
  });

  it('several wrong props: one error each, the thrown message lists them all', () => {
    const { thrown, diagnosis } = both({ flexDays: 'x', greeting: 1 });
    expect(diagnosis.errors.map((error) => error.detail)).toEqual([
      'prop "greeting" must be a string (got 1). Fix the data-nordpark-props JSON.',
      'prop "flexDays" must be a number (got "x"). Fix the data-nordpark-props JSON.',
    ]);
    expect(thrown?.message).toBe(`[nordpark] date-field on div#d: ${diagnosis.failure?.detail}`);
    expect(diagnosis.failure).toEqual({
      kind: 'props',
      key: 'greeting',
      detail:
        'prop "greeting" must be a string (got 1); prop "flexDays" must be a number (got "x"). Fix the data-nordpark-props JSON.',
    });
  });

  it('page errors are the failure; props errors are listed beside them', () => {
    const { thrown, diagnosis } = both({ flexDays: 'x' }, { country: 'de' });
    expect(diagnosis.failure?.kind).toBe('config');
    expect(thrown?.message).toBe(diagnosis.errors[0]?.message);
    expect(diagnosis.errors.map(({ key, source }) => [key, source])).toEqual([
      ['country', 'page'],
      ['flexDays', 'props'],
    ]);
  });

  it('warns as the console does: unknown props, unknown page-config keys', () => {
    const { thrown, warned, diagnosis } = both({ greetng: 'hi' }, { country: 'se', contry: 'se' });
    expect(thrown).toBeUndefined();
    expect(diagnosis.errors).toEqual([]);
    expect(diagnosis.warnings.map((warning) => warning.message)).toEqual(warned);
    expect(diagnosis.warnings).toEqual([
      {
        key: 'greetng',
        source: 'props',
        detail: 'unknown prop "greetng" is ignored. Check its spelling in the data-nordpark-props JSON.',
        message:
          '[nordpark] date-field on div#d: unknown prop "greetng" is ignored. Check its spelling in the data-nordpark-props JSON.',
      },
      {
        key: 'contry',
        source: 'page',
        detail:
          'page config: unknown key "contry" is ignored. Fix the JSON in <script type="application/json" id="nordpark-config">.',
        message:
          '[nordpark] page config: unknown key "contry" is ignored. Fix the JSON in <script type="application/json" id="nordpark-config">.',
      },
    ]);
  });

  it('knows "debug" (debug mode, read from the raw JSON) whether or not the schema lists it', () => {
    const { warned, diagnosis } = both({}, { country: 'se', debug: true });
    expect(diagnosis.warnings).toEqual([]);
    expect(warned).toEqual([]);
  });

  it('resolves what the runtime renders with when all is well', () => {
    const { diagnosis } = both({ greeting: 'hej', language: 'en' });
    expect(diagnosis).toMatchObject({
      errors: [],
      warnings: [],
      resolved: { config: { country: 'se', language: 'en' }, props: { greeting: 'hej' } },
    });
  });

  it('is DOM-free: without an element the messages name the island alone, with the given source', () => {
    const diagnosis = diagnoseIsland({ country: 'se' }, { flexDays: 'seven' }, greetingSchema, 'date-field', {
      where: `the island's <script type="application/json">`,
    });
    expect(diagnosis.errors[0]?.message).toBe(
      `[nordpark] date-field: prop "flexDays" must be a number (got "seven"). Fix the island's <script type="application/json">.`,
    );
  });

  it('a page config that is not an object is an error of the page', () => {
    const diagnosis = diagnoseIsland(['se'], {}, greetingSchema, 'date-field');
    expect(diagnosis.failure).toEqual({
      kind: 'config',
      key: undefined,
      detail:
        'the page config must be a JSON object (got an array). Fix the JSON in <script type="application/json" id="nordpark-config">.',
    });
  });
});

describe('values the schema drops (v.fallback)', () => {
  it("warns about a booking link's value of the wrong type, which the flow ignores", () => {
    const diagnosis = diagnoseIsland(
      { country: 'se' },
      { fId: 'abc', date: 20260101, product: true, until: '2026-01-02' },
      bookingFlowPropsSchema,
      'booking-flow',
    );
    expect(diagnosis.errors).toEqual([]);
    expect(diagnosis.resolved?.props).toEqual({ fId: 'abc', until: '2026-01-02' });
    expect(diagnosis.warnings.map(({ key, detail }) => [key, detail])).toEqual([
      [
        'date',
        'prop "date" must be a string (got 20260101), so it is ignored. Fix the data-nordpark-props JSON.',
      ],
      [
        'product',
        'prop "product" must be one of string, number (got true), so it is ignored. Fix the data-nordpark-props JSON.',
      ],
    ]);
  });

  it('says nothing of values it keeps', () => {
    const diagnosis = diagnoseIsland(
      { country: 'se' },
      { fId: 'abc', date: '2026-01-01', product: 7 },
      bookingFlowPropsSchema,
      'booking-flow',
    );
    expect(diagnosis.warnings).toEqual([]);
  });

  it('the runtime warns the same words in the console', () => {
    setUpPage(`<div id="d" data-nordpark="booking-flow" data-nordpark-props='{"date":5}'></div>`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const bookingFlow = defineIsland({
      name: 'booking-flow',
      propsSchema: bookingFlowPropsSchema,
      Component: () => null,
    });
    resolveIsland(byId('d'), 'booking-flow', bookingFlow);
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[nordpark] booking-flow on div#d: prop "date" must be a string (got 5), so it is ignored. Fix the data-nordpark-props JSON.',
    ]);
  });
});
