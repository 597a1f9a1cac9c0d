import { afterEach, describe, expect, it } from 'vitest';
import { byId, setUpPage } from '../testing/islands';
import { loadTriggerOf } from './loadTrigger';

afterEach(() => setUpPage(''));

describe('loadTriggerOf', () => {
  it('is nothing for an island that says nothing, says eager, or says it empty: it loads at once', () => {
    setUpPage(
      '<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field" data-nordpark-load="eager"></div><div id="c" data-nordpark="date-field" data-nordpark-load=""></div>',
    );
    for (const id of ['a', 'b', 'c']) expect(loadTriggerOf(byId(id)), id).toBeFalsy();
  });

  it("reads the island's data-nordpark-load", () => {
    setUpPage('<div id="a" data-nordpark="date-field" data-nordpark-load="visible"></div>');
    expect(loadTriggerOf(byId('a'))).toBe('visible');
  });

  it("takes the page config's load as the default, and the island's own attribute over it", () => {
    setUpPage(
      '<div id="a" data-nordpark="date-field"></div><div id="b" data-nordpark="date-field" data-nordpark-load="eager"></div><div id="c" data-nordpark="date-field" data-nordpark-load="interaction"></div>',
      { country: 'se', load: 'idle' },
    );
    expect(loadTriggerOf(byId('a'))).toBe('idle');
    expect(loadTriggerOf(byId('b'))).toBeUndefined();
    expect(loadTriggerOf(byId('c'))).toBe('interaction');
  });

  it('is nothing for a value it does not know, even a number: the island is eager from the start', () => {
    setUpPage('<div id="a" data-nordpark="date-field" data-nordpark-load="later"></div>');
    expect(loadTriggerOf(byId('a'))).toBeUndefined();
    setUpPage('<div id="b" data-nordpark="date-field"></div>', { country: 'se', load: 3 });
    expect(loadTriggerOf(byId('b'))).toBeUndefined();
  });

  it('ignores a broken page config', () => {
    setUpPage('<div id="b" data-nordpark="date-field"></div>', '{"load": "visible", oops');
    expect(loadTriggerOf(byId('b'))).toBeUndefined();
  });
});
