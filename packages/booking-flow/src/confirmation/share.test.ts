import { describe, expect, test, vi } from 'vitest';
import { shareBooking } from './share';

const DATA = {
  title: 'Parkering: Garage Norr',
  text: 'Garage Norr, Kungsgatan 60C, 111 47 Stockholm',
  url: 'https://www.google.com/maps/dir/?api=1&destination=59.3326,18.0649',
};
const abort = () => Object.assign(new Error('Share canceled'), { name: 'AbortError' });
const notAllowed = () => Object.assign(new Error('Not allowed'), { name: 'NotAllowedError' });

describe('shareBooking', () => {
  test('Web Share where the browser has it: the title, text and link go to the system sheet', async () => {
    const share = vi.fn(async () => {});
    const writeText = vi.fn(async () => {});
    expect(await shareBooking(DATA, { share, clipboard: { writeText } as never })).toBe('shared');
    expect(share).toHaveBeenCalledWith(DATA);
    expect(writeText).not.toHaveBeenCalled();
  });

  test('the visitor closing the sheet is "cancelled", and nothing is copied', async () => {
    const writeText = vi.fn(async () => {});
    const outcome = await shareBooking(DATA, {
      share: vi.fn(async () => {
        throw abort();
      }),
      clipboard: { writeText } as never,
    });
    expect(outcome).toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  test('without Web Share, or when it refuses or cannot share this, the link is copied', async () => {
    for (const nav of [
      {},
      { share: vi.fn(async () => Promise.reject(notAllowed())) },
      { share: vi.fn(async () => {}), canShare: () => false },
    ]) {
      const writeText = vi.fn(async () => {});
      expect(await shareBooking(DATA, { ...nav, clipboard: { writeText } as never })).toBe('copied');
      expect(writeText).toHaveBeenCalledWith(DATA.url);
    }
  });

  test('neither works: "failed" (the view then shows the link to copy by hand)', async () => {
    expect(await shareBooking(DATA, {})).toBe('failed');
    const writeText = vi.fn(async () => Promise.reject(notAllowed()));
    expect(await shareBooking(DATA, { clipboard: { writeText } as never })).toBe('failed');
  });
});
