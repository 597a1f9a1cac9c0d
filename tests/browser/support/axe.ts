import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** CSS selectors of the failing elements (`>>>` crosses into a shadow root or frame). */
  targets: string[];
  /** axe's explanation for the first failing element. */
  summary: string;
}

/** Runs axe-core's WCAG 2.0/2.1 A and AA rules on the whole document of `page`. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  // Once per document: a Storybook page shows many stories in one document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async (tags) => {
    // Colours are judged at rest: a map's cluster fading in is, for its 0.2 s, paler than it
    // stays (axe read white at part opacity on blue as 3.2:1). Endless animations are not waited for.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.race([
      Promise.allSettled(finite.map((animation) => animation.finished)),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]);
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      targets: violation.nodes.map((node) => node.target.map(String).join(' >>> ')),
      summary: (violation.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
    }));
  }, WCAG_TAGS);
}

/** A readable list: one block per violated rule, with every element it failed on. */
export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  const blocks = violations.map((violation) =>
    [
      `  ${violation.rule} (${violation.impact}): ${violation.help}`,
      `    ${violation.helpUrl}`,
      ...violation.targets.slice(0, 10).map((target) => `    at ${target}`),
      ...(violation.targets.length > 10 ? [`    … and ${violation.targets.length - 10} more`] : []),
      ...(violation.summary ? [`    ${violation.summary}`] : []),
    ].join('\n'),
  );
  return `${where}: ${violations.length} axe violation${violations.length === 1 ? '' : 's'}\n${blocks.join('\n')}`;
}
