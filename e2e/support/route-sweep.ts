import type { Page } from '@playwright/test';
import { watchConsole } from '../fixtures';
import { seriousViolations } from './axe';
import { phoneOverflows } from './phone-fit';
import { openSettled } from './routes';

/**
 * Opens each route once and lists what is wrong there, under its path; empty when every route is
 * clean. On every route: no serious or critical axe finding, and nothing in the console (an error, a
 * warning such as React's hydration mismatch, a page error). On a phone (`phone`), the document also
 * fits every phone width. The site's header and footer are checked by axe on the first route only: on
 * the others they are the same elements again, and checking them is a large part of axe's work.
 */
export async function sweepRoutes(page: Page, routes: readonly string[], { phone = false } = {}): Promise<string> {
  const problems = watchConsole(page);
  const report: string[] = [];
  for (const [index, path] of routes.entries()) {
    problems.length = 0;
    await openSettled(page, path);
    const found = [
      ...problems.map((problem) => `console ${problem}`),
      ...(await seriousViolations(page, { skipFrame: index > 0 })),
      ...(phone ? (await phoneOverflows(page)).map((overflow) => `wider than the screen at ${overflow}`) : []),
    ];
    if (found.length > 0) report.push(`${path}\n  ${found.join('\n  ')}`);
  }
  return report.join('\n');
}
