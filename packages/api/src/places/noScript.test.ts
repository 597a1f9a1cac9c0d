import { afterEach, expect, test } from 'vitest';
import { forgetSharedReads } from '../http/shared';
import { testConfig } from '../testing/testConfig';
import { createPlacesProvider } from './createPlacesProvider';

// Each test's clients ask for themselves: no answer is shared from one test to the next.
afterEach(forgetSharedReads);

afterEach(() => {
  document.head.innerHTML = '';
});

test('CFG-12 the Google provider uses the Places (New) REST API: no maps script is bundled or loaded', async () => {
  // Scripts other files left in the shared document are not this provider's.
  const before = new Set(document.scripts);
  const requested: string[] = [];
  const provider = createPlacesProvider(testConfig({ places: { provider: 'google', apiKey: 'k' } }), {
    origin: 'https://www.example.se',
    fetch: async (input) => {
      requested.push(input);
      return new Response(JSON.stringify({ suggestions: [] }), { status: 200 });
    },
  });
  const result = await provider.suggest('Stock', { sessionToken: 't' });
  expect(result).toMatchObject({ ok: true, body: [] });
  expect(requested).toEqual(['https://places.googleapis.com/v1/places:autocomplete']);
  expect([...document.scripts].filter((script) => !before.has(script))).toEqual([]);
});

test('CFG-12 with the reference provider nothing is requested from Google at all', async () => {
  const before = new Set(document.scripts);
  const requested: string[] = [];
  const provider = createPlacesProvider(testConfig({}), {
    origin: 'https://www.example.se',
    fetch: async (input) => {
      requested.push(input);
      return new Response('[]', { status: 200 });
    },
  });
  await provider.suggest('Stock', { sessionToken: 't' });
  expect(requested).toEqual(['https://www.example.se/places?input=Stock&country=se&language=sv&limit=5']);
  expect([...document.scripts].filter((script) => !before.has(script))).toEqual([]);
});
