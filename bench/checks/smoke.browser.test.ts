import { expect, test, vi } from 'vitest';
import { describeBrowser } from '../../tests/browser/support/describeBrowser';
import { useBrowserSession } from '../../tests/browser/support/session';
import { measurePage } from '../measure';
import { printPageResult } from '../report';

// The bench's own check (`npm run bench:check`, and first in `npm run bench`; not part of
// npm test): its measuring code works on one page: figures exist, are finite and are printed.
// No thresholds here.
describeBrowser('bench smoke run: /se/date-field at 1×, once', () => {
  const session = useBrowserSession();

  test('measures LCP, CLS, TBT, JS heap and the interactions, and prints them', async () => {
    const result = await measurePage(session.browser, session.server.url, '/se/date-field', {
      rate: 1,
      runs: 1,
      reps: 3,
    });

    // Printed the way `npm run bench` prints each page (the spy passes the output through).
    const info = vi.spyOn(console, 'info');
    let printed: string[];
    try {
      printPageResult(result);
      printed = info.mock.calls.map((call) => call.join(' '));
    } finally {
      info.mockRestore();
    }

    for (const [name, value] of Object.entries({
      lcp: result.lcpMs,
      cls: result.cls,
      tbt: result.tbtMs,
      heap: result.heapBytes,
    })) {
      expect(Number.isFinite(value), `${name} = ${value}`).toBe(true);
    }
    expect(result.lcpMs).toBeGreaterThan(0);
    expect(result.cls).toBeGreaterThanOrEqual(0);
    expect(result.tbtMs).toBeGreaterThanOrEqual(0);
    expect(result.heapBytes).toBeGreaterThan(0);

    // Every interaction in the table for this page is accounted for, none silently dropped;
    // the ones measured have finite samples (today: the placeholder's details toggle).
    expect(result.interactions.length).toBeGreaterThan(0);
    for (const interaction of result.interactions) {
      expect(interaction.status, `${interaction.name}: ${JSON.stringify(interaction)}`).not.toBe('error');
      if (interaction.status === 'measured') {
        expect(interaction.samples.every(Number.isFinite), interaction.name).toBe(true);
        expect(Number.isFinite(interaction.p95Ms), interaction.name).toBe(true);
      }
    }
    expect(result.interactions.some((interaction) => interaction.status === 'measured')).toBe(true);

    const text = printed.join('\n');
    expect(text).toContain('/se/date-field');
    expect(text).toMatch(new RegExp(`LCP\\s+${Math.round(result.lcpMs)} ms`));
    expect(text).toMatch(new RegExp(`CLS\\s+${result.cls.toFixed(3)}`));
    expect(text).toMatch(new RegExp(`TBT\\s+${Math.round(result.tbtMs)} ms`));
    expect(text).toMatch(/JS heap\s+\d+\.\d MiB/);
  });
});
