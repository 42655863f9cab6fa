import type { Page } from '@playwright/test';
import { expect, startExtraRemoteServer, test, watchConsole } from '../fixtures';
import { e2ePorts, remotePort, shopUrl } from '../ports';
import { operatorToken, ops, registry, workspaceBuild } from '../support/operations';
import { pageScripts } from '../support/page-scripts';

// The candidate build is served from its own port, so the requests show which version a shopper
// got. The rollout is the live registry's: the shop's own shell reads it within seconds. The server
// decides the version from the shopper's bucket cookie and pins, and the browser hydrates the same.
test.describe.configure({ mode: 'serial' });

// Clear of every workspace remote's port (the shell's plus one to five) and the back office's (plus ten).
const candidatePort = e2ePorts.shell + 7;
const brokenPort = e2ePorts.shell + 6;
const stops: Array<() => void> = [];

/** Serves the catalogue's build on a port of its own and registers it as a release, with the digests of that build. */
async function releaseServedFrom(port: number, release: string): Promise<() => void> {
  const stop = await startExtraRemoteServer('catalog', port);
  await ops('register', 'catalog', release, `http://localhost:${port}/mf-manifest.json`, workspaceBuild('catalog'));
  return stop;
}

/** Waits until the shop's shell renders with this rollout of the catalogue. */
async function shellSees(release: string, percent: number): Promise<void> {
  await expect
    .poll(async () => {
      const config = await (await fetch(`${shopUrl}/remotes.json`)).json();
      return config.remotes.catalog?.candidate?.release === release && config.remotes.catalog.candidate.percent === percent;
    })
    .toBe(true);
}

test.beforeAll(async () => {
  stops.push(await releaseServedFrom(candidatePort, 'candidate-on-own-port'));
  await ops('rollout', 'catalog', 'candidate-on-own-port', '10');
  await shellSees('candidate-on-own-port', 10);
});

test.afterAll(async () => {
  if ((await registry()).catalog?.candidate) await ops('rollback', 'catalog');
  for (const stop of stops) stop();
});

/** The catalogue ports the browser asked for, and what the server rendered. */
function watchCatalog(page: Page): string[] {
  const ports: string[] = [];
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (port === String(candidatePort) || port === String(remotePort('catalog'))) ports.push(port);
  });
  return ports;
}

async function setBucket(page: Page, bucket: number): Promise<void> {
  await page.context().addCookies([{ name: 'mf-bucket', value: String(bucket), url: shopUrl }]);
}

async function renderedVersion(page: Page, path: string): Promise<{ version: string; html: string }> {
  // Settled: the page's scripts start after its first paint, and their requests belong to this page.
  const response = await page.goto(path, { waitUntil: 'networkidle' });
  const html = (await response?.text()) ?? '';
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  const version = /"versions":\{[^}]*"catalog":"(\w+)"/.exec(html)?.[1] ?? 'none';
  return { version, html };
}

test('a shopper whose bucket is inside the rollout percentage is rendered and hydrated with the candidate', async ({ page }) => {
  const problems = watchConsole(page);
  await setBucket(page, 4);
  const ports = watchCatalog(page);
  const { version, html } = await renderedVersion(page, '/about');
  expect(version).toBe('candidate');
  expect(pageScripts(html).preload).toContain(`http://localhost:${candidatePort}/remoteEntry.js`);
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));
  expect(problems).toEqual([]);
});

test('a shopper outside the percentage keeps the stable version on both sides', async ({ page }) => {
  await setBucket(page, 60);
  const ports = watchCatalog(page);
  const { version } = await renderedVersion(page, '/about');
  expect(version).toBe('stable');
  expect(new Set(ports)).toEqual(new Set([String(remotePort('catalog'))]));
});

test('a first visit is given a bucket cookie by the server', async ({ page }) => {
  await page.goto('/about');
  const bucket = (await page.context().cookies(shopUrl)).find((cookie) => cookie.name === 'mf-bucket');
  expect(Number(bucket?.value)).toBeGreaterThanOrEqual(0);
  expect(Number(bucket?.value)).toBeLessThan(100);
});

/** The page views the registry counts for a release of the catalogue. */
async function countedViews(release: string): Promise<number> {
  const reply = await fetch(`http://127.0.0.1:${e2ePorts.api}/api/operator/remotes`, {
    headers: { authorization: `Bearer ${operatorToken()}` },
  });
  const { health } = (await reply.json()).data as { health: Array<{ remote: string; release: string; views: number }> };
  return health.filter((row) => row.remote === 'catalog' && row.release === release).reduce((sum, row) => sum + row.views, 0);
}

test('a tester pins the candidate from the address: the server renders it, later pages keep it, auto clears it, and pinned views never count in its health', async ({
  page,
}) => {
  await setBucket(page, 99);
  const ports = watchCatalog(page);
  // The rendering server reports views once a second: the earlier tests' views (a first visit may draw
  // the candidate) land before the count is read, or one of them would be taken for a pinned view.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const before = await countedViews('candidate-on-own-port');
  expect((await renderedVersion(page, '/about?mf-catalog=candidate')).version).toBe('candidate');
  expect((await renderedVersion(page, '/termscondition')).version).toBe('candidate');
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));
  // Long enough for these two to have been counted, were they.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await countedViews('candidate-on-own-port')).toBe(before);

  ports.length = 0;
  expect((await renderedVersion(page, '/privacypolicy?mf-catalog=auto')).version).toBe('stable');
  expect(new Set(ports)).toEqual(new Set([String(remotePort('catalog'))]));
});

test("a team member's signed link points their browser alone at a development build, on the server and in the browser; its views never count, a forged link is refused, auto clears it", async ({
  page,
  browser,
}) => {
  // The candidate's server stands in for a development server: outside the rollout, only the link leads there.
  const devManifest = `http://localhost:${candidatePort}/mf-manifest.json`;
  const printed = await ops('dev', 'catalog', devManifest, '--minutes', '30');
  const query = /\/\?(\S+) in your browser/.exec(printed)?.[1];
  expect(query, printed).toBeDefined();
  const stable = (await registry()).catalog?.release ?? '';
  const viewsBefore = await countedViews(stable);

  await setBucket(page, 99);
  const ports = watchCatalog(page);
  const { html } = await renderedVersion(page, `/about?${query}`);
  expect(pageScripts(html).preload).toContain(`http://localhost:${candidatePort}/remoteEntry.js`);
  await renderedVersion(page, '/termscondition');
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));
  // Long enough for these two to have been counted, were they.
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await countedViews(stable)).toBe(viewsBefore);

  // Another browser, and a link whose address was changed after signing, get the stable build.
  const other = await browser.newContext();
  await other.addCookies([{ name: 'mf-bucket', value: '99', url: shopUrl }]);
  const stranger = await other.newPage();
  const strangerPorts = watchCatalog(stranger);
  const forged = query?.replace(String(candidatePort), String(brokenPort)) ?? '';
  await renderedVersion(stranger, `/about?${forged}`);
  await renderedVersion(stranger, '/about');
  expect(new Set(strangerPorts)).toEqual(new Set([String(remotePort('catalog'))]));
  await other.close();

  ports.length = 0;
  await renderedVersion(page, '/privacypolicy?mf-catalog=auto');
  expect(new Set(ports)).toEqual(new Set([String(remotePort('catalog'))]));
});

test('a candidate that cannot be loaded falls back to the stable version on the server and in the browser', async ({ page }) => {
  // Registered while its server answered, then gone: as a release whose host went down.
  const stopBroken = await releaseServedFrom(brokenPort, 'candidate-gone');
  stopBroken();
  await expect
    .poll(() =>
      fetch(`http://localhost:${brokenPort}/mf-manifest.json`).then(
        () => 'up',
        () => 'down',
      ),
    )
    .toBe('down');
  await ops('rollout', 'catalog', 'candidate-gone', '100');
  await shellSees('candidate-gone', 100);

  const problems = watchConsole(page);
  await setBucket(page, 0);
  const ports = watchCatalog(page);
  const { version } = await renderedVersion(page, '/about');
  expect(version).toBe('stable');
  await expect(page.getByTestId('section-unavailable')).toBeHidden();
  expect(new Set(ports)).toEqual(new Set([String(remotePort('catalog'))]));
  expect(problems).toEqual([]);
});
