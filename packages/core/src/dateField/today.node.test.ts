import { afterEach, expect, it, vi } from 'vitest';

const Original = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Original;
});

it("todayIn builds the market's formatter once and takes it from the cache after", async () => {
  vi.resetModules();
  const { todayIn } = await import('./today');
  const zones: (string | undefined)[] = [];
  Intl.DateTimeFormat = class extends Original {
    constructor(locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(locales, options);
      zones.push(options?.timeZone);
    }
  } as typeof Intl.DateTimeFormat;
  expect(todayIn('se')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(zones).toEqual(['Europe/Stockholm']);
  expect(todayIn('se')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(zones).toHaveLength(1);
});
