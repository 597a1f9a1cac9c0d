import { storyConfig } from '@nordpark/ui';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { NearbyPreview } from './NearbyPreview';

afterEach(() => {
  vi.unstubAllGlobals();
});

const facility = (uid: string, name: string, distance: number) => ({
  Uid: uid,
  Name: name,
  Address: { Distance: distance },
});

describe('NearbyPreview', () => {
  test('API-01 SRCH-38 lists facilities the server returns near the default location, names as text', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      Response.json([facility('a', '<img src=x onerror=alert(1)>', 120), facility('b', 'P-hus City', 1500)]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<NearbyPreview config={storyConfig()} />);
    expect(await screen.findByText('2 facilities near Stockholm')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/booking/getnearbyfacilities');
    expect(Number(url.searchParams.get('latitude'))).toBeCloseTo(59.33, 1);
  });

  test('ERR-25 a failed nearby-facilities call shows no facilities, not an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('boom', { status: 500 })),
    );
    render(<NearbyPreview config={storyConfig()} />);
    expect(await screen.findByText('0 facilities near Stockholm')).toBeTruthy();
  });
});
