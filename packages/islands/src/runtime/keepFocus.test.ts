import { describe, expect, it } from 'vitest';
import { counterpartOf, focusIn } from './keepFocus';

function view(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

describe('counterpartOf', () => {
  const lostWith = (attributes: string) => view(`<input ${attributes}>`).querySelector('input') as Element;

  it('is the control with the same id', () => {
    const island = view('<button>first</button><input id="start">');
    expect(counterpartOf(island, lostWith('id="start"'))?.id).toBe('start');
  });

  it('else the focusable control with the same name (a hidden input carries no focus)', () => {
    const island = view(
      '<button>first</button><input type="hidden" name="startDate"><select name="startDate"></select>',
    );
    expect(counterpartOf(island, lostWith('name="startDate"'))?.tagName).toBe('SELECT');
  });

  it("else the view's first control that takes focus", () => {
    const island = view('<p>text</p><button disabled>off</button><a href="/x">link</a><button>b</button>');
    expect(counterpartOf(island, lostWith('name="other"'))?.textContent).toBe('link');
  });

  it('is nothing in a view without controls', () => {
    expect(counterpartOf(view('<p>text</p>'), lostWith(''))).toBeUndefined();
  });
});

describe('focusIn', () => {
  it('is the focused element when it is inside the nodes, else nothing', () => {
    const fallback = view('<input id="fallback-input">');
    const outside = view('<input id="outside-input">');
    (fallback.firstElementChild as HTMLElement).focus();
    expect(focusIn([fallback], document)?.id).toBe('fallback-input');
    (outside.firstElementChild as HTMLElement).focus();
    expect(focusIn([fallback], document)).toBeUndefined();
  });
});
