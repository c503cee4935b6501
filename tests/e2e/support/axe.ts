import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A/AA rules axe knows; best-practice rules are advice, not failures. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's serious and critical findings on the page as it stands, one line each (rule, help, where). */
export async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  // A screen that has settled: a dialog fading in would be measured half transparent.
  // Spinners turn forever, so only finite animations are awaited, and for a second at most.
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const where = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
      return `${violation.id} (${violation.impact}): ${violation.help} — ${where.join(' | ')}`;
    });
}

/** Fails on any serious or critical axe finding of the screen as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAccessibilityProblems(page), `axe on ${page.url()}`).toEqual([]);
}
