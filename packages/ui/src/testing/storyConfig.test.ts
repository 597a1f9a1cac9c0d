import { afterEach, describe, expect, test } from 'vitest';
import { setStoryGlobals, storyConfig, withStoryGlobals } from './storyConfig';

afterEach(() => setStoryGlobals({}));

describe('storyConfig and the Storybook toolbar', () => {
  test('Swedish by default; the overrides apply', () => {
    expect(storyConfig()).toMatchObject({ country: 'se', language: 'sv' });
    expect(storyConfig({ country: 'no' })).toMatchObject({ country: 'no', language: 'nb' });
  });

  test("the toolbar's country brings its language unless the story names one", () => {
    setStoryGlobals({ country: 'fi' });
    expect(storyConfig()).toMatchObject({ country: 'fi', language: 'fi' });
    expect(storyConfig({ language: 'en' })).toMatchObject({ country: 'fi', language: 'en' });
    setStoryGlobals({ country: 'fi', language: 'sv' });
    expect(storyConfig({ language: 'en' })).toMatchObject({ country: 'fi', language: 'sv' });
  });

  test('withStoryGlobals remakes the configs in args, copying what holds them', () => {
    const config = storyConfig({ language: 'en', apiBase: '/x' });
    const services = { config, api: () => 1 };
    const args = { config, services, label: 'Start', list: [config] };
    expect(withStoryGlobals(args, {})).toBe(args);

    const applied = withStoryGlobals(args, { country: 'no' });
    expect(applied.config).toMatchObject({ country: 'no', language: 'en', apiBase: '/x' });
    expect(applied.services.config).toMatchObject({ country: 'no', language: 'en' });
    expect(applied.services.api).toBe(services.api);
    expect(applied.list[0]).toMatchObject({ country: 'no' });
    expect(args.config).toBe(config);
    expect(services.config).toBe(config);
  });
});
