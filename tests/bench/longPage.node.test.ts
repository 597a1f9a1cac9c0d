import { describe, expect, test } from 'vitest';
import { formatLongPageFigures, type LongPageFigures } from '../../bench/longPage';

const load = (jsBytes: number, requests: number, scrollToMountedMs: number) => ({
  jsBytes,
  jsFiles: requests - 3,
  requests,
  scrollToMountedMs,
});

describe("the long page's table", () => {
  test('shows eager beside visible per CPU rate, each the median of its loads', () => {
    const figures: LongPageFigures[] = [
      {
        load: 'eager',
        rate: 4,
        loads: [load(120 * 1024, 14, 0), load(122 * 1024, 16, 0), load(121 * 1024, 15, 0)],
      },
      {
        load: 'visible',
        rate: 4,
        loads: [load(4 * 1024, 5, 900), load(4 * 1024, 5, 700), load(4 * 1024, 5, 800)],
      },
    ];
    const lines = formatLongPageFigures(figures).split('\n');
    expect(lines.find((line) => line.includes('CPU 4×'))).toContain('median of 3 load(s)');
    const cells = (label: string) =>
      lines
        .find((line) => line.startsWith(`| ${label}`))
        ?.split('|')
        .slice(2, 4)
        .map((cell) => cell.trim());
    expect(cells('JavaScript (gzipped')).toEqual(['121.0 KiB', '4.0 KiB']);
    expect(cells('requests')).toEqual(['15', '5']);
    expect(cells('scrolled into view')).toEqual(['0 ms', '800 ms']);
  });
});
