import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { weakControlBoundaries } from './controlBoundaries.ts';
import type { ColorMode } from './preferences.ts';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per rule and one per offending element, so a failure says what to fix and where. */
export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
        return `    - ${node.target.join(' ')}\n      ${summary}\n      ${node.html.slice(0, 200)}`;
      });
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/**
 * Runs axe (WCAG 2.0-2.2 A and AA rules) on the page as it is now and fails with a readable list
 * of violations. It first checks that the page really shows `colorMode` (the stored choice, or the
 * system preference when nothing is stored), so a contrast pass is never for the wrong palette.
 * Then the edges of its text boxes, selects and text areas, which axe leaves out (non-text contrast).
 */
export async function expectAccessible(page: Page, colorMode: ColorMode): Promise<void> {
  const shown = await page.evaluate(() => {
    const stored = document.documentElement.getAttribute('data-color-mode');
    if (stored === 'light' || stored === 'dark') return stored;
    return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  });
  expect(shown, `the page should be in ${colorMode} mode before the accessibility check`).toBe(colorMode);
  await page.evaluate(() => document.fonts.ready);
  const results = await new AxeBuilder({ page })
    // One `axe.run` in the page. The default mode runs each frame apart and then opens a blank page
    // to merge the parts: measured 1.0-1.5 s a check on a panel page where this takes 0.4 s, and
    // 6-9 s against 3-4 s on a listing. The price is cross-origin frames, which no page of ours has.
    .setLegacyMode(true)
    // Passing, incomplete and inapplicable results keep one node each instead of every node (a
    // listing's thousands); violations keep all of theirs, and only they are asserted.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const report = describeViolations(results.violations);
  expect(
    results.violations.map((violation) => violation.id),
    `axe found accessibility violations on ${page.url()} in ${colorMode} mode:\n${report}\n`,
  ).toEqual([]);
  expect(
    await weakControlBoundaries(page),
    `controls whose edge shows under 3:1 against what is behind them (WCAG 1.4.11) on ${page.url()} in ${colorMode} mode`,
  ).toEqual([]);
}
