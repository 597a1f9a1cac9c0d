import { patiently } from '@nordpark/ui/testing';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { collapseAndRemove } from './collapseAndRemove';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function tableWithRow(): HTMLTableRowElement {
  const table = document.createElement('table');
  table.innerHTML =
    '<tbody><tr id="row"><td>a</td><td colspan="2">b</td></tr><tr id="next"><td>c</td></tr></tbody>';
  document.body.append(table);
  const row = document.getElementById('row') as HTMLTableRowElement;
  vi.spyOn(row, 'getBoundingClientRect').mockReturnValue({ height: 48 } as DOMRect);
  return row;
}

/** Web Animations as the browser has them: each call's keyframes, and its end to run by hand. */
function animations() {
  const started: { element: Element; keyframes: Keyframe[]; finish(): void }[] = [];
  const animate = vi.fn(function (this: Element, keyframes: Keyframe[]) {
    let finish = () => undefined as void;
    const finished = new Promise<void>((resolve) => {
      finish = resolve;
    });
    started.push({ element: this, keyframes, finish });
    return { finished } as unknown as Animation;
  });
  Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
  return started;
}

function motion(reduced: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) => ({ matches: reduced && query.includes('reduce'), media: query }) as MediaQueryList,
  );
}

describe('collapseAndRemove', () => {
  test("takes the row out at once; a stand-in row across the table animates from the row's height to nothing, then goes", async () => {
    motion(false);
    const started = animations();
    collapseAndRemove(tableWithRow());
    expect(document.getElementById('row')).toBeNull();
    const standIn = document.querySelector('tr[aria-hidden="true"]') as HTMLTableRowElement;
    expect(standIn.cells[0]?.colSpan).toBe(3);
    expect(started).toHaveLength(1);
    expect(started[0]?.element).toBe(standIn.cells[0]);
    expect(started[0]?.keyframes).toEqual([{ height: '48px' }, { height: '0' }]);
    started[0]?.finish();
    await vi.waitFor(() => expect(standIn.isConnected).toBe(false), patiently);
    expect(document.getElementById('next')).not.toBeNull();
  });

  test('with reduced motion asked for, the row simply goes', () => {
    motion(true);
    const started = animations();
    collapseAndRemove(tableWithRow());
    expect(document.getElementById('row')).toBeNull();
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(started).toHaveLength(0);
  });

  test('an element without height is simply removed', () => {
    motion(false);
    const started = animations();
    const block = document.createElement('div');
    document.body.append(block);
    collapseAndRemove(block);
    expect(block.isConnected).toBe(false);
    expect(started).toHaveLength(0);
  });
});
