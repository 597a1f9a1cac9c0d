import { afterEach, describe, expect, test, vi } from 'vitest';
import { removeAndSlide } from './removeAndSlide';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  // The prototype's own `animate` (or its absence) again.
  delete (HTMLElement.prototype as { animate?: unknown }).animate;
});

const ROW_HEIGHT = 48;

/**
 * A table whose second row is removed, a paragraph after the table and a footer far below
 * the window. Each element reports the place a browser would give it: rows of 48 px from the
 * top, everything after the removed row 48 px higher once it is gone.
 */
function page() {
  document.body.innerHTML = `<main>
    <table><tbody>
      <tr id="first"><td>a</td></tr><tr id="row"><td>b</td></tr><tr id="next"><td>c</td></tr>
    </tbody></table>
    <p id="after">text</p>
  </main>
  <footer id="far">footer</footer>`;
  const row = document.getElementById('row') as HTMLTableRowElement;
  const rowTop = 48;
  const tops: Record<string, number> = { first: 0, row: rowTop, next: 96, after: 144, far: 5000 };
  for (const [id, top] of Object.entries(tops)) {
    const element = document.getElementById(id) as HTMLElement;
    vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() => {
      const moved = top > rowTop && !row.isConnected ? top - ROW_HEIGHT : top;
      return { top: moved, bottom: moved + ROW_HEIGHT, left: 0, right: 800, height: ROW_HEIGHT } as DOMRect;
    });
  }
  return row;
}

/** Web Animations as the browser has them: each call's element and keyframes. */
function animations() {
  const started: { element: Element; keyframes: Keyframe[] }[] = [];
  const animate = vi.fn(function (this: Element, keyframes: Keyframe[]) {
    started.push({ element: this, keyframes });
    return {} as Animation;
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  return started;
}

function motion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('removeAndSlide', () => {
  test('takes the row out at once; what followed it and is in view slides up from where it was, by a translation', () => {
    motion(false);
    const started = animations();
    removeAndSlide(page());
    expect(document.getElementById('row')).toBeNull();
    // The next row and the paragraph after the table (a sibling of an ancestor) moved up a
    // row; the row before did not move, and the footer is out of view.
    expect(started.map((each) => each.element.id)).toEqual(['next', 'after']);
    for (const each of started) {
      expect(each.keyframes).toEqual([{ translate: `0px ${ROW_HEIGHT}px` }, { translate: '0px 0px' }]);
    }
    // Nothing stands in the row's place: the layout is final at once.
    expect(document.querySelectorAll('tr')).toHaveLength(2);
  });

  test('in a table with collapsed borders the rows after take their place at once; what follows the table slides', () => {
    motion(false);
    const started = animations();
    const row = page();
    (row.closest('table') as HTMLTableElement).style.borderCollapse = 'collapse';
    removeAndSlide(row);
    expect(document.getElementById('row')).toBeNull();
    expect(started.map((each) => each.element.id)).toEqual(['after']);
  });

  test('a table shown as blocks (a phone layout of stacked rows) lets its rows slide, whatever its borders', () => {
    motion(false);
    const started = animations();
    const row = page();
    const table = row.closest('table') as HTMLTableElement;
    table.style.borderCollapse = 'collapse';
    table.style.display = 'block';
    removeAndSlide(row);
    expect(started.map((each) => each.element.id)).toEqual(['next', 'after']);
  });

  test('with reduced motion asked for, the row simply goes', () => {
    motion(true);
    const started = animations();
    removeAndSlide(page());
    expect(document.getElementById('row')).toBeNull();
    expect(started).toHaveLength(0);
  });

  test('without Web Animations the row simply goes', () => {
    motion(false);
    const row = page();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: undefined, configurable: true });
    removeAndSlide(row);
    expect(document.getElementById('row')).toBeNull();
    expect(document.getElementById('next')).not.toBeNull();
  });
});
