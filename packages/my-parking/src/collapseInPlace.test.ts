import { afterEach, describe, expect, test, vi } from 'vitest';
import { collapseInPlace } from './collapseInPlace';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function tableWithRow(): HTMLTableRowElement {
  const table = document.createElement('table');
  table.innerHTML =
    '<tbody><tr id="row"><td>a</td><td colspan="2">b</td></tr><tr id="next"><td>c</td></tr></tbody>';
  document.body.append(table);
  return document.getElementById('row') as HTMLTableRowElement;
}

describe('collapseInPlace', () => {
  test('takes the row out at once and closes its space a few pixels per frame', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const row = tableWithRow();
    vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({ height: 5 } as DOMRect);
    collapseInPlace(row, 2);
    expect(document.getElementById('row')).toBeNull();
    const standIn = document.querySelector('tr.np-collapsing') as HTMLTableRowElement;
    expect(standIn.getAttribute('aria-hidden')).toBe('true');
    expect(standIn.cells[0]?.colSpan).toBe(3);
    expect(standIn.cells[0]?.style.height).toBe('5px');
    const heights: string[] = [];
    while (frames.length > 0) {
      frames.shift()?.(0);
      heights.push(standIn.cells[0]?.style.height ?? '');
    }
    expect(heights.slice(0, 2)).toEqual(['3px', '1px']);
    expect(document.querySelector('.np-collapsing')).toBeNull();
    expect(document.getElementById('next')).not.toBeNull();
  });

  test('an element without height is simply removed', () => {
    const row = tableWithRow();
    collapseInPlace(row);
    expect(document.getElementById('row')).toBeNull();
    expect(document.querySelector('.np-collapsing')).toBeNull();
  });
});
