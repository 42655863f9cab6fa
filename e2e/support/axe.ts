import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Automated accessibility checks with axe: every rule axe runs by default (WCAG 2.x A and AA and its
// best practices); a route fails on a serious or critical finding.

/** The widths every route is checked at: a laptop and a small phone. */
export const widths = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe run in the page itself. The builder's default opens a blank page for each check to assemble
 * results from cross-origin frames, which the shop has none of: measured, a check then takes 2 to 3
 * times as long (a route's 2.4 s against 0.9 s), the same findings either way.
 */
const axeIn = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);

const blocking = new Set(['serious', 'critical']);

/** One line per element found: rule, impact, the element and axe's reason (a contrast names its colours and ratio). */
export function describeViolations(violations: Violation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const reason = [...node.any, ...node.all, ...node.none].map((check) => check.message).join('; ');
      return `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${reason || violation.help}`;
    }),
  );
}

/**
 * The serious and critical findings on the page as it is now, described. Only violations are
 * collected in full: listing every passing node of every rule is most of axe's work on a page.
 */
export async function seriousViolations(page: Page, { skipFrame = false } = {}): Promise<string[]> {
  let axe = axeIn(page).options({ resultTypes: ['violations'] });
  if (skipFrame) axe = axe.exclude(SITE_FRAME[0]).exclude(SITE_FRAME[1]);
  const { violations } = await axe.analyze();
  return describeViolations(violations.filter((violation) => blocking.has(violation.impact ?? '')));
}

/** The shell's header and footer: the same on every page a browser opens with one session. */
const SITE_FRAME = ['#root > div > header', '#root > div > footer'] as const;

/** The colour-contrast check alone: the elements it measured and passed, and the ones it failed, described. */
export async function contrastCheck(page: Page): Promise<{ passed: string[]; failed: string[] }> {
  const results = await axeIn(page).withRules(['color-contrast']).analyze();
  return {
    passed: results.passes.flatMap((rule) => rule.nodes.map((node) => node.html)),
    failed: describeViolations(results.violations),
  };
}
