import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byId, setUpPage } from '../testing/islands';
import { warnUnknownLoad } from './warnUnknownLoad';

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  setUpPage('');
});

describe('warnUnknownLoad', () => {
  it('warns about a value it does not know, naming the island and the values it knows', () => {
    setUpPage('<div id="a" data-nordpark="booking-flow" data-nordpark-load="later"></div>');
    warnUnknownLoad(byId('a'), 'booking-flow', undefined);
    expect(warn).toHaveBeenCalledOnce();
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain('booking-flow: load "later"');
    expect(message).toContain('eager, visible, idle, interaction');
  });

  it("reads the page config's load when the island says nothing", () => {
    setUpPage('<div id="a" data-nordpark="date-field"></div>');
    warnUnknownLoad(byId('a'), 'date-field', { load: 'soon' });
    expect(String(warn.mock.calls[0]?.[0])).toContain('load "soon"');
  });

  it('says nothing for a value it knows, an empty one, or none', () => {
    setUpPage(
      '<div id="a" data-nordpark="date-field" data-nordpark-load="idle"></div><div id="b" data-nordpark="date-field" data-nordpark-load=""></div><div id="c" data-nordpark="date-field"></div>',
    );
    warnUnknownLoad(byId('a'), 'date-field', { load: 'nonsense' });
    warnUnknownLoad(byId('b'), 'date-field', undefined);
    warnUnknownLoad(byId('c'), 'date-field', { load: 'eager' });
    expect(warn).not.toHaveBeenCalled();
  });
});
