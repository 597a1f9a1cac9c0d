import { afterEach, describe, expect, test, vi } from 'vitest';
import { createMarkerIcons } from './markerIcons';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('marker icons', () => {
  test('every marker gets its own copy of the pin, with its state and the look asked for', () => {
    const icon = createMarkerIcons().get({ Indoor: true }, true, {
      amount: '95 kr',
      cheapest: null,
      dimmed: false,
    });
    const first = icon.createIcon();
    const second = icon.createIcon();
    expect(first).not.toBe(second);
    expect(first.firstElementChild).not.toBe(second.firstElementChild);
    expect(second.innerHTML).toBe(first.innerHTML);
    expect(first.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(first.querySelector('.np-marker__tag')?.textContent).toBe('95 kr');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(first.className).toContain('np-marker--selected');
  });

  test('the pin is parsed once per look, not once per marker', () => {
    // Every prototype that defines its own innerHTML setter (a template's is its own).
    const parses = [Element.prototype, HTMLElement.prototype, HTMLTemplateElement.prototype]
      .filter((prototype) => Object.getOwnPropertyDescriptor(prototype, 'innerHTML')?.set)
      .map((prototype) => vi.spyOn(prototype, 'innerHTML', 'set'));
    expect(parses.length).toBeGreaterThan(0);
    const icon = createMarkerIcons().get({ Indoor: false }, false);
    for (let i = 0; i < 5; i++) icon.createIcon();
    const parsedPins = parses
      .flatMap((parse) => parse.mock.calls)
      .filter(([html]) => String(html).includes('<svg'));
    expect(parsedPins).toHaveLength(1);
  });

  test('an icon swapped on a marker reuses its element (a focused marker keeps focus) with the new content', () => {
    const icons = createMarkerIcons();
    const element = icons.get({ Indoor: false }, false).createIcon();
    const reused = icons.get({ Indoor: false }, true).createIcon(element);
    expect(reused).toBe(element);
    expect(reused.getAttribute('aria-pressed')).toBe('true');
    expect(reused.querySelectorAll('svg')).toHaveLength(1);
  });
});
