import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { BookingTextsProvider } from '../messages/BookingTexts';
import { bookingTranslator } from '../testing/messages';
import { CONFIG } from '../testing/testStore';
import { NetworkStatus } from './NetworkStatus';

const t = bookingTranslator(CONFIG);
const wrapper = ({ children }: { children: ReactNode }) => (
  <BookingTextsProvider t={t}>{children}</BookingTextsProvider>
);
const OFFLINE =
  'Du är offline. Det du har fyllt i finns kvar, och det som behöver anslutningen väntar tills den är tillbaka.';

let online = true;
function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  online = true;
});

function renderStatus(slow: 'load' | 'send' | null = null) {
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const onBackOnline = vi.fn();
  const view = render(<NetworkStatus slow={slow} onBackOnline={onBackOnline} />, { wrapper });
  return { ...view, onBackOnline };
}

describe('NetworkStatus', () => {
  test('online and nothing slow: an empty polite status, there before anything is said into it', () => {
    renderStatus();
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    // role=status is a polite live region: it never interrupts like an alert.
    expect(status.getAttribute('aria-live')).not.toBe('assertive');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  test('offline is said once, in the polite status, and goes when the browser is back', () => {
    renderStatus();
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
    // Another offline event does not say it again.
    goOnline(false);
    expect(screen.getAllByText(OFFLINE)).toHaveLength(1);
    goOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  test('a slow load says it is still loading; a slow submission that it takes longer than usual', () => {
    const { rerender } = renderStatus('load');
    expect(screen.getByRole('status').textContent).toBe('Laddar fortfarande …');
    rerender(<NetworkStatus slow="send" onBackOnline={() => {}} />);
    expect(screen.getByRole('status').textContent).toBe('Det tar längre tid än vanligt. Vänta kvar …');
  });

  test('offline is what is said even while a call is slow', () => {
    renderStatus('load');
    goOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
  });

  test('back online runs the callback; going offline does not', () => {
    const { onBackOnline } = renderStatus();
    onBackOnline.mockClear();
    goOnline(false);
    expect(onBackOnline).not.toHaveBeenCalled();
    goOnline(true);
    expect(onBackOnline).toHaveBeenCalledTimes(1);
  });
});

describe('NetworkStatus without texts', () => {
  test('outside a texts provider it fails with a clear message, not a crash in a text call', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<NetworkStatus slow={null} onBackOnline={() => {}} />)).toThrow(
      /must be rendered inside <BookingProvider>, <BookingFlow> or <BookingTextsProvider>/,
    );
  });
});
