import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useOnline } from './useOnline';

function Status() {
  return <p>{useOnline() ? 'online' : 'offline'}</p>;
}

afterEach(() => vi.restoreAllMocks());

describe('useOnline', () => {
  test('follows the browser going offline and back', () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    render(<Status />);
    expect(screen.getByText('online')).toBeTruthy();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText('offline')).toBeTruthy();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('online')).toBeTruthy();
  });
});
