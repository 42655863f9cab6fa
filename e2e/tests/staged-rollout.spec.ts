import type { Page } from '@playwright/test';
import { expect, startExtraRemoteServer, test } from '../fixtures';
import { e2ePorts } from '../ports';

// The candidate build is served from its own port, so the requests show which version a shopper got.
const candidatePort = 3105;
const deadPort = 3199;
let stopCandidate: () => void = () => {};

test.beforeAll(async () => {
  stopCandidate = await startExtraRemoteServer('catalog', candidatePort);
});
test.afterAll(() => stopCandidate());

async function rollOutCatalog(page: Page, candidate: { port: number; percent: number }): Promise<string[]> {
  await page.route('**/remotes.json', async (route) => {
    const config = await (await route.fetch()).json();
    config.remotes.catalog.candidate = { entry: `http://localhost:${candidate.port}/mf-manifest.json`, percent: candidate.percent };
    await route.fulfill({ json: config, headers: { 'cache-control': 'no-cache' } });
  });
  const catalogPorts: string[] = [];
  page.on('request', (request) => {
    const port = new URL(request.url()).port;
    if (port === String(candidatePort) || port === String(e2ePorts.catalog)) catalogPorts.push(port);
  });
  return catalogPorts;
}

async function setBucket(page: Page, bucket: number): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('shop.rollout-bucket', String(value)), bucket);
}

test('a shopper whose bucket is inside the rollout percentage gets the candidate', async ({ page }) => {
  await setBucket(page, 4);
  const ports = await rollOutCatalog(page, { port: candidatePort, percent: 10 });
  await page.goto('/about');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));
});

test('a shopper outside the percentage keeps the stable version', async ({ page }) => {
  await setBucket(page, 60);
  const ports = await rollOutCatalog(page, { port: candidatePort, percent: 10 });
  await page.goto('/about');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  expect(new Set(ports)).toEqual(new Set([String(e2ePorts.catalog)]));
});

test('a tester pins the candidate from the address, keeps it on later pages, and clears it with auto', async ({ page }) => {
  await setBucket(page, 99);
  const ports = await rollOutCatalog(page, { port: candidatePort, percent: 0 });
  await page.goto('/about?mf-catalog=candidate');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  await page.goto('/termscondition');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  expect(new Set(ports)).toEqual(new Set([String(candidatePort)]));

  ports.length = 0;
  await page.goto('/privacypolicy?mf-catalog=auto');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  expect(new Set(ports)).toEqual(new Set([String(e2ePorts.catalog)]));
});

test('a candidate that cannot be loaded falls back to the stable version', async ({ page }) => {
  await setBucket(page, 0);
  const ports = await rollOutCatalog(page, { port: deadPort, percent: 100 });
  await page.goto('/about');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  await expect(page.getByTestId('section-unavailable')).toBeHidden();
  expect(ports).toContain(String(e2ePorts.catalog));
});
