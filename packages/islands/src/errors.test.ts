import { describe, expect, it } from 'vitest';
import { describeElement } from './describeElement';
import {
  ConfigError,
  IslandLoadError,
  IslandRenderError,
  NordparkError,
  PropsError,
  UnknownIslandError,
} from './errors';

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  const first = host.firstElementChild;
  if (!(first instanceof HTMLElement)) throw new Error('no element');
  return first;
}

describe('describeElement', () => {
  it('names an element by its id when it has one', () => {
    expect(describeElement(element('<div id="start-date" class="a" data-nordpark="date-field"></div>'))).toBe(
      'div#start-date',
    );
  });

  it('names an element without id by tag, first two classes and island attribute', () => {
    expect(describeElement(element('<section class="a b c" data-nordpark="date-field"></section>'))).toBe(
      'section.a.b[data-nordpark="date-field"]',
    );
  });
});

describe('NordparkError', () => {
  it('reads "[nordpark] <island> on <element>: <detail>" and keeps island, element and key', () => {
    const error = new NordparkError('prop "x" is wrong. Fix it.', {
      island: 'date-field',
      element: element('<div id="start-date"></div>'),
      key: 'x',
    });
    expect(error.message).toBe('[nordpark] date-field on div#start-date: prop "x" is wrong. Fix it.');
    expect(error).toMatchObject({ island: 'date-field', element: 'div#start-date', key: 'x' });
    expect(error).toBeInstanceOf(Error);
  });

  it('has a distinct name per subclass, all NordparkErrors', () => {
    const el = element('<div id="a"></div>');
    const errors = [
      new ConfigError('x', { element: el }),
      new PropsError('x', { element: el }),
      new UnknownIslandError('nope', el, []),
      new IslandLoadError('date-field', el, new Error('x')),
      new IslandRenderError('date-field', el, new Error('x')),
    ];
    expect(errors.map((error) => error.name)).toEqual([
      'ConfigError',
      'PropsError',
      'UnknownIslandError',
      'IslandLoadError',
      'IslandRenderError',
    ]);
    for (const error of errors) expect(error).toBeInstanceOf(NordparkError);
  });

  it('UnknownIslandError names the unknown island, the element and the islands to choose from', () => {
    const error = new UnknownIslandError('date-feld', element('<div id="d"></div>'), [
      'date-field',
      'booking-flow',
    ]);
    expect(error.message).toBe(
      '[nordpark] date-feld on div#d: unknown island "date-feld". Set data-nordpark to one of "date-field", "booking-flow", or register it with registerIsland().',
    );
  });

  it('IslandLoadError and IslandRenderError name the cause and keep it', () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const load = new IslandLoadError('facility-search', element('<div id="s"></div>'), cause);
    expect(load.message).toContain(
      'facility-search on div#s: its code could not be loaded (TypeError: Failed to fetch',
    );
    expect(load.cause).toBe(cause);
    const render = new IslandRenderError('facility-search', element('<div id="s"></div>'), new Error('boom'));
    expect(render.message).toContain('it failed while rendering (Error: boom)');
    expect(render.recovered).toBe(false);
  });

  it('a recovered IslandRenderError says the island keeps working', () => {
    const error = new IslandRenderError('date-field', element('<div id="d"></div>'), new Error('x'), true);
    expect(error.recovered).toBe(true);
    expect(error.message).toContain('keeps working');
  });
});
