import { expect, test } from 'vitest';
import { loadCalendar } from './load';

test('DATE-02 the calendar’s code is one module, loaded once and marked loaded', async () => {
  const pending = loadCalendar();
  expect(loadCalendar()).toBe(pending);
  const module = await pending;
  expect(typeof module.createCalendar).toBe('function');
  expect(pending.status).toBe('fulfilled');
});
