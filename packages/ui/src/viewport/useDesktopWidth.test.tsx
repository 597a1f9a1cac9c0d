import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useDesktopWidth } from './useDesktopWidth';

afterEach(() => vi.unstubAllGlobals());

function Probe() {
  return <p>{useDesktopWidth() ? 'desktop' : 'compact'}</p>;
}

test('SRCH-50: the desktop layout starts above a width of 988, and follows the viewport', () => {
  let width = 988;
  const queries: string[] = [];
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => {
    queries.push(query);
    const min = Number(/min-width: (\d+)px/.exec(query)?.[1]);
    return {
      get matches() {
        return width >= min;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  });
  const { unmount } = render(<Probe />);
  expect(screen.getByText('compact')).toBeTruthy();
  width = 989;
  act(() => {
    for (const listener of listeners) listener();
  });
  expect(screen.getByText('desktop')).toBeTruthy();
  unmount();
  expect(listeners.size).toBe(0);
  expect(queries).toEqual(['(min-width: 989px)']);
});
