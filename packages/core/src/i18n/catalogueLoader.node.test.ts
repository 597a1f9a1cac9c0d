import { expect, test, vi } from 'vitest';
import type { Language } from '../config/pageConfig';
import { createCatalogueLoader } from './catalogueLoader';

const modules = () => ({
  sv: vi.fn(async () => ({ sv: { hello: 'Hej' } })),
  nb: vi.fn(async () => ({ nb: { hello: 'Hei' } })),
  fi: vi.fn(async () => ({ fi: { hello: 'Hei' } })),
  en: vi.fn(async () => ({ en: { hello: 'Hello' } })),
});

test('loads only the language asked for, once, as the same tracked promise', async () => {
  const loaders = modules();
  const load = createCatalogueLoader(loaders);
  const first = load('nb');
  expect(first).toBe(load('nb'));
  expect(await first).toEqual({ hello: 'Hei' });
  expect(first.status).toBe('fulfilled');
  expect(loaders.nb).toHaveBeenCalledTimes(1);
  expect(loaders.sv).not.toHaveBeenCalled();
});

test('a language without texts gets English', async () => {
  const loaders = modules();
  const load = createCatalogueLoader(loaders);
  expect(await load('de' as Language)).toEqual({ hello: 'Hello' });
  expect(loaders.en).toHaveBeenCalledOnce();
});

test('a download that fails is tried twice more; one that still fails is forgotten, so the next call loads again', async () => {
  vi.useFakeTimers();
  try {
    const loaders = modules();
    const offline = new TypeError(
      'Failed to fetch dynamically imported module: https://cdn.example/chunks/sv-1.js',
    );
    loaders.sv.mockRejectedValueOnce(offline).mockRejectedValueOnce(offline);
    const load = createCatalogueLoader(loaders);
    const twice = load('sv');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await twice).toEqual({ hello: 'Hej' });
    expect(loaders.sv).toHaveBeenCalledTimes(3);

    const failing = createCatalogueLoader({ ...loaders, fi: vi.fn().mockRejectedValue(offline) });
    const given = failing('fi');
    const settled = expect(given).rejects.toMatchObject({
      name: 'RetriesFailed',
      request: 'the fi texts',
      message: expect.stringContaining('https://cdn.example/chunks/sv-1.js'),
      attempts: 3,
    });
    await vi.advanceTimersByTimeAsync(1500);
    await settled;
    // For a moment the failure (a re-rendering component shows it), then a new load.
    expect(failing('fi')).toBe(given);
    await vi.advanceTimersByTimeAsync(251);
    const again = failing('fi');
    again.catch(() => undefined);
    expect(again).not.toBe(given);
  } finally {
    vi.useRealTimers();
  }
});
