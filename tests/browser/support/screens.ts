// Screenshot tests: what a visitor sees, compared with committed baselines, plus
// the checks no baseline can make on its own (overflow on a phone, markup or message keys
// shown as text, an island's stylesheet missing).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';

export const SCREENS_DIR = fileURLToPath(new URL('../screens/', import.meta.url));
const DIFF_DIR = `${SCREENS_DIR}__diff__/`;

/** The two widths every page is judged at. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * Per-pixel colour distance pixelmatch counts as different (0–1), and the share of pixels that
 * may differ. An unstyled calendar or a lost stylesheet changes far more than 0.2 % of a page;
 * anti-aliasing between two runs on one machine changes almost nothing.
 */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;

/** Stills the page: no animation, transition or blinking caret between two runs. */
export async function stillPage(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}',
  });
}

/** What a visitor must never see, or scroll sideways for. */
export async function pageProblems(page: Page, viewport: ViewportName): Promise<string[]> {
  return page.evaluate((phone) => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (phone && root.scrollWidth > window.innerWidth + 1) {
      const wide = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
      problems.push(
        `horizontal overflow: ${root.scrollWidth} px > ${window.innerWidth} px (${wide.join(', ')})`,
      );
    }
    const text = document.body.innerText;
    const tag = /<\/?(p|strong|br|em|b|i|u|ul|ol|li|a|span|div|h\d)\b[^>]*>|&(lt|gt|amp|nbsp|quot);/i.exec(
      text,
    );
    if (tag) problems.push(`markup shown as text: "${tag[0]}"`);
    // A message key or a server key (bicycleParking) shown as words: lowerCamelCase.
    const key = /(?<![\w@./-])[a-z]+(?:[A-Z][a-z]+)+(?![\w@./-])/.exec(text);
    if (key) problems.push(`a key shown as text: "${key[0]}"`);
    const loaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')]
      .filter((link) => link.sheet !== null)
      .map((link) => link.href);
    // Each island's styles, and those of the islands it holds (the search bar's and the
    // booking flow's date fields).
    const needs: Record<string, string[]> = {
      'facility-search': ['facility-search', 'date-field'],
      'booking-flow': ['booking-flow', 'date-field'],
      'date-field': ['date-field'],
      'confirm-dialog': ['confirm-dialog'],
    };
    for (const island of document.querySelectorAll('[data-nordpark]')) {
      for (const css of needs[island.getAttribute('data-nordpark') ?? ''] ?? []) {
        if (!loaded.some((href) => href.endsWith(`/islands/${css}.css`))) {
          problems.push(`${island.getAttribute('data-nordpark')}: stylesheet islands/${css}.css not loaded`);
        }
      }
    }
    return problems;
  }, viewport === 'phone');
}

export interface Comparison {
  /** Share of pixels that differ, 0–1; null when there was no baseline to compare with. */
  diffRatio: number | null;
  written: boolean;
}

/**
 * Compares a screenshot with its committed baseline. A missing baseline is written (and the
 * test reports it) when `UPDATE_SCREENS=1` or outside CI; in CI it is a failure, never a pass.
 * On a mismatch the diff image goes to tests/browser/screens/__diff__/.
 */
export function compareWithBaseline(name: string, actual: Buffer): Comparison {
  const file = `${SCREENS_DIR}${name}.png`;
  const update = process.env.UPDATE_SCREENS === '1';
  if (update || !existsSync(file)) {
    if (!update && process.env.CI === 'true')
      throw new Error(`no baseline ${name}.png: run with UPDATE_SCREENS=1`);
    mkdirSync(SCREENS_DIR, { recursive: true });
    writeFileSync(file, actual);
    return { diffRatio: null, written: true };
  }
  const baseline = readFileSync(file);
  // The same pixels encode to the same bytes: most runs end here, without decoding two
  // full-page PNGs and comparing them pixel by pixel (a tenth of a second of a core each).
  if (baseline.equals(actual)) return { diffRatio: 0, written: false };
  const expected = PNG.sync.read(baseline);
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    saveDiff(name, actual);
    return { diffRatio: 1, written: false };
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const differing = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const diffRatio = differing / (got.width * got.height);
  if (diffRatio > MAX_DIFF_RATIO) saveDiff(name, actual, PNG.sync.write(diff));
  return { diffRatio, written: false };
}

export const withinTolerance = (comparison: Comparison) =>
  comparison.diffRatio === null || comparison.diffRatio <= MAX_DIFF_RATIO;

function saveDiff(name: string, actual: Buffer, diff?: Buffer): void {
  mkdirSync(DIFF_DIR, { recursive: true });
  writeFileSync(`${DIFF_DIR}${name}.actual.png`, actual);
  if (diff) writeFileSync(`${DIFF_DIR}${name}.diff.png`, diff);
}
