import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserPosition } from './browserPosition';

afterEach(() => vi.restoreAllMocks());

function geolocation(behaviour: (ok: PositionCallback, fail: PositionErrorCallback) => void): Geolocation {
  return {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      behaviour(ok, fail ?? (() => {})),
    watchPosition: () => 0,
    clearWatch: () => {},
  };
}

describe('browserPosition', () => {
  it('gives the position the browser reports', async () => {
    const geo = geolocation((ok) =>
      ok({ coords: { latitude: 59.3, longitude: 18.1 } } as GeolocationPosition),
    );
    await expect(browserPosition(geo)).resolves.toEqual({ lat: 59.3, lng: 18.1 });
  });

  it('ERR-26: a refused or failed geolocation is only logged, never thrown or shown as an error', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    const geo = geolocation((_ok, fail) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await expect(browserPosition(geo)).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith(
      expect.stringContaining('geolocation failed'),
      'User denied Geolocation',
    );
    expect(error).not.toHaveBeenCalled();
  });

  it('ERR-26: a browser that never answers times out and falls back', async () => {
    vi.useFakeTimers();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const pending = browserPosition(
      geolocation(() => {}),
      1000,
    );
    await vi.advanceTimersByTimeAsync(1600);
    await expect(pending).resolves.toBeUndefined();
    expect(info).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('a browser without geolocation, or one that throws, gives no position', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    await expect(browserPosition(undefined)).resolves.toBeUndefined();
    const throwing = geolocation(() => {
      throw new Error('blocked by permissions policy');
    });
    await expect(browserPosition(throwing)).resolves.toBeUndefined();
  });
});
