import { describe, expect, test } from 'vitest';
import type { Campaign } from '../types/facility';
import { currentCampaigns } from './currentCampaigns';

const campaign = (DateFrom: string, DateTo: string): Campaign => ({
  Heading: `${DateFrom}–${DateTo}`,
  Url: '',
  Image: '',
  ImageSrc: '',
  DateFrom,
  DateTo,
});

describe('currentCampaigns', () => {
  test('SRCH-45 DOM-48 a campaign runs from DateFrom to DateTo, both days included', () => {
    const running = campaign('2026-11-01', '2026-11-23');
    const starting = campaign('2026-11-23T00:00:00', '2026-12-31T00:00:00');
    const over = campaign('2026-10-01', '2026-11-22');
    const ahead = campaign('2026-11-24', '2026-12-24');
    expect(currentCampaigns([running, starting, over, ahead], '2026-11-23')).toEqual([running, starting]);
  });

  test('unreadable dates or no campaigns: nothing to show', () => {
    expect(currentCampaigns([campaign('soon', '2026-12-01')], '2026-11-23')).toEqual([]);
    expect(currentCampaigns(undefined, '2026-11-23')).toEqual([]);
  });
});
