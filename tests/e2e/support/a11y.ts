import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Moderate in axe's ranking, but each was a real defect once (issue 12): a page without an h1,
 * skipped heading levels and landmarks without a unique name. They fail the check too.
 */
const ENFORCED_RULES = new Set(['page-has-heading-one', 'heading-order', 'landmark-unique']);

/**
 * Runs axe-core (WCAG 2.1 A/AA and best practices) on the page as it is now and fails on any serious
 * or critical violation, or one of the enforced rules, naming each rule with the elements it hit.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string) {
  // Colours change with a transition (a theme switch just before the check, a hover): let running
  // CSS transitions end, or axe measures the contrast of a colour halfway between two themes.
  // Endless animations such as spinners are not transitions and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const failures = results.violations
    .filter((v) => BLOCKING_IMPACTS.has(v.impact ?? '') || ENFORCED_RULES.has(v.id))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.slice(0, 300)),
    }));
  expect(failures, `accessibility violations on ${where}`).toEqual([]);
}
