import type { Page } from '@playwright/test';
import { watchConsole } from '../fixtures';
import { seriousViolations } from './axe';
import { phoneOverflows } from './phone-fit';
import { openSettled } from './routes';

/**
 * What a page's reply lacks of the headers every page carries: a policy that runs scripts only by
 * hash (and what those load), never inline or through eval, and that no other site may frame; no
 * type sniffing; no window shared with another site's.
 */
export function missingSecurityHeaders(headers: Record<string, string>): string[] {
  const policy = headers['content-security-policy'] ?? '';
  const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  const missing: string[] = [];
  if (!/'strict-dynamic'/.test(scripts) || !/'sha256-/.test(scripts) || /unsafe-inline|unsafe-eval/.test(scripts))
    missing.push(`header: script-src is not by hash alone: ${scripts || 'no policy'}`);
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    if (!policy.includes(directive)) missing.push(`header: the policy lacks ${directive}`);
  if (headers['x-content-type-options'] !== 'nosniff') missing.push('header: no X-Content-Type-Options: nosniff');
  if (!headers['cross-origin-opener-policy']) missing.push('header: no Cross-Origin-Opener-Policy');
  if (!headers['permissions-policy']) missing.push('header: no Permissions-Policy');
  return missing;
}

/**
 * Opens each route once and lists what is wrong there, under its path; empty when every route is
 * clean. On every route: the page's security headers, no serious or critical axe finding, and nothing
 * in the console (an error, a warning such as React's hydration mismatch, a page error, a violation of
 * the page's content security policy; a call in `expectedFailures` may answer an error). On a phone (`phone`), the document also
 * fits every phone width. The site's header and footer are checked by axe on the first route only: on
 * the others they are the same elements again, and checking them is a large part of axe's work.
 */
export async function sweepRoutes(
  page: Page,
  routes: readonly string[],
  { phone = false, expectedFailures = [] as RegExp[] } = {},
): Promise<string> {
  const problems = watchConsole(page, { expectedFailures });
  const report: string[] = [];
  for (const [index, path] of routes.entries()) {
    problems.length = 0;
    const response = await openSettled(page, path);
    const found = [
      ...missingSecurityHeaders((await response?.allHeaders()) ?? {}),
      ...problems.map((problem) => `console ${problem}`),
      ...(await seriousViolations(page, { skipFrame: index > 0 })),
      ...(phone ? (await phoneOverflows(page)).map((overflow) => `wider than the screen at ${overflow}`) : []),
    ];
    if (found.length > 0) report.push(`${path}\n  ${found.join('\n  ')}`);
  }
  return report.join('\n');
}
