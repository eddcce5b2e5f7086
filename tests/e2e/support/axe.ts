import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** A violation known and left on purpose: of `rule`, on elements matching `selector`, because `why`. */
export interface Excused {
  rule: string;
  selector: string;
  why: string;
}

/**
 * Runs axe-core on the page as it is now and fails with the list of WCAG 2.2 A/AA violations
 * (and axe's best practices, unless `wcagOnly`), less those `excused`: any other element, or any
 * other rule, still fails.
 */
export async function expectNoAxeViolations(
  page: Page,
  { excused = [], wcagOnly = false }: { excused?: readonly Excused[]; wcagOnly?: boolean } = {},
): Promise<void> {
  const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
  // axe.run in the page itself. The default runs axe in each frame, then parses axe again in a new
  // blank page and sends it every node's result: a third of content-extremes.spec's CPU time
  // (decision 023). What it adds, frames of another origin, the site and the editor do not have
  // (the editor's preview is the same origin, and axe still checks it).
  const results = await new AxeBuilder({ page })
    .withTags(wcagOnly ? tags : [...tags, 'best-practice'])
    .setLegacyMode()
    .analyze();
  const summary: string[] = [];
  for (const violation of results.violations) {
    const selectors = excused.filter(({ rule }) => rule === violation.id).map(({ selector }) => selector);
    const left: string[] = [];
    for (const node of violation.nodes) {
      const target = node.target.join(' ');
      const isExcused =
        selectors.length > 0 &&
        (await page
          .locator(target)
          .first()
          .evaluate((element, matches) => matches.some((selector) => element.matches(selector)), selectors));
      if (!isExcused) {
        left.push(target);
      }
    }
    if (left.length > 0) {
      summary.push(`${violation.id} (${violation.impact}): ${violation.help}\n  ${left.join('\n  ')}`);
    }
  }
  expect(summary, 'axe-core violations').toEqual([]);
}
