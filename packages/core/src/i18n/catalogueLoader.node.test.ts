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

test('a language without texts gets English; a failed load is tried again', async () => {
  const loaders = modules();
  loaders.sv.mockRejectedValueOnce(new Error('offline'));
  const load = createCatalogueLoader(loaders);
  expect(await load('de' as Language)).toEqual({ hello: 'Hello' });
  await expect(load('sv')).rejects.toThrow('offline');
  expect(await load('sv')).toEqual({ hello: 'Hej' });
});
