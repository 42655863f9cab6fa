import type { Page } from '@playwright/test';
import { expect, startExtraRemoteServer, startShellServer, test, watchConsole } from '../fixtures';
import { e2ePorts } from '../ports';
import { pageScripts } from '../support/page-scripts';

// The candidate build is served from its own port, so the requests show which version a shopper
// got. The rollout is the shell's configuration, so each case runs a shell of its own; the server
// decides the version from the shopper's bucket cookie and pins, and the browser hydrates the same.
const candidatePort = e2ePorts.shell + 5;
const deadPort = e2ePorts.shell + 99;
const rolloutShellPort = e2ePorts.shell + 30;
const brokenShellPort = e2ePorts.shell + 31;
const rolloutShell = `http://localhost:${rolloutShellPort}`;
const brokenShell = `http://localhost:${brokenShellPort}`;
const stops: Array<() => void> = [];

test.beforeAll(async () => {
  stops.push(await startExtraRemoteServer('catalog', candidatePort));
  stops.push(
    await startShellServer(rolloutShellPort, {
      REMOTE_CATALOG_CANDIDATE_URL: `http://localhost:${candidatePort}/mf-manifest.json`,
      REMOTE_CATALOG_CANDIDATE_PERCENT: '10',
      // The version chosen is the point here, not the budget: a busy machine must not turn it into a skeleton.
      SSR_REMOTE_BUDGET_MS: '10000',
    }),
  );
  stops.push(
    await startShellServer(brokenShellPort, {
      REMOTE_CATALOG_CANDIDATE_URL: `http://localhost:${deadPort}/mf-manifest.json`,
      REMOTE_CATALOG_CANDIDATE_PERCENT: '100',
      SSR_REMOTE_BUDGET_MS: '10000',
    }),
  );
});
test.afterAll(() => {
  for (const stop of stops) stop();
});

/** The catalogue ports the browser asked for, and what the server rendered. */
function watchCatalog(page: Page): string[] {
  const ports: string[] = [];
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (port === String(candidatePort) || port === String(e2ePorts.catalog)) ports.push(port);
  });
  return ports;
}

async function setBucket(page: Page, origin: string, bucket: number): Promise<void> {
  await page.context().addCookies([{ name: 'mf-bucket', value: String(bucket), url: origin }]);
}

async function renderedVersion(page: Page, path: string): Promise<{ version: string; html: string }> {
  // Settled: the page's scripts start after its first paint, and their requests belong to this page.
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  const version = /"versions":\{"catalog":"(\w+)"/.exec(html)?.[1] ?? 'none';
  return { version, html };
}

test('a shopper whose bucket is inside the rollout percentage is rendered and hydrated with the candidate', async ({ page }) => {
  const problems = watchConsole(page);
  await setBucket(page, rolloutShell, 4);
  const ports = watchCatalog(page);
  const { version, html } = await renderedVersion(page, `${rolloutShell}/about`);
  expect(version).toBe('candidate');
  expect(pageScripts(html).preload).toContain(`http://localhost:${candidatePort}/remoteEntry.js`);
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));
  expect(problems).toEqual([]);
});

test('a shopper outside the percentage keeps the stable version on both sides', async ({ page }) => {
  await setBucket(page, rolloutShell, 60);
  const ports = watchCatalog(page);
  const { version } = await renderedVersion(page, `${rolloutShell}/about`);
  expect(version).toBe('stable');
  expect(new Set(ports)).toEqual(new Set([String(e2ePorts.catalog)]));
});

test('a first visit is given a bucket cookie by the server', async ({ page }) => {
  await page.goto(`${rolloutShell}/about`);
  const bucket = (await page.context().cookies(rolloutShell)).find((cookie) => cookie.name === 'mf-bucket');
  expect(Number(bucket?.value)).toBeGreaterThanOrEqual(0);
  expect(Number(bucket?.value)).toBeLessThan(100);
});

test('a tester pins the candidate from the address: the server renders it, later pages keep it, and auto clears it', async ({ page }) => {
  await setBucket(page, rolloutShell, 99);
  const ports = watchCatalog(page);
  expect((await renderedVersion(page, `${rolloutShell}/about?mf-catalog=candidate`)).version).toBe('candidate');
  expect((await renderedVersion(page, `${rolloutShell}/termscondition`)).version).toBe('candidate');
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));

  ports.length = 0;
  expect((await renderedVersion(page, `${rolloutShell}/privacypolicy?mf-catalog=auto`)).version).toBe('stable');
  expect(new Set(ports)).toEqual(new Set([String(e2ePorts.catalog)]));
});

test('a candidate that cannot be loaded falls back to the stable version on the server and in the browser', async ({ page }) => {
  const problems = watchConsole(page);
  await setBucket(page, brokenShell, 0);
  const ports = watchCatalog(page);
  const { version } = await renderedVersion(page, `${brokenShell}/about`);
  expect(version).toBe('stable');
  await expect(page.getByTestId('section-unavailable')).toBeHidden();
  expect(new Set(ports)).toEqual(new Set([String(e2ePorts.catalog)]));
  expect(problems).toEqual([]);
});
