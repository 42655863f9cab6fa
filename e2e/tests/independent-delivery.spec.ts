import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { backofficeUrl, e2ePorts, shopUrl } from '../ports';
import { changedRelease, ops, registry, release, shopLog } from '../support/operations';

// A remote team's journey with commands only, on the running shop: release the catalogue, roll it out
// to half the shoppers, to all of them, promote it, roll back; and a broken release rolled back by the
// shop itself. The shell reads the live registry every two seconds, so nothing is restarted.
test.describe.configure({ mode: 'serial' });

const MARKER = 'Our Products, now in a new range';
let built = '';
let changed = '';
/** The catalogue release the run started with: the workspace's build. */
let original = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  original = (await registry()).catalog?.release ?? '';
  built = await release('catalog');
  changed = await changedRelease('catalog', built, 'marked', ['"Our Products"', JSON.stringify(MARKER)]);
});

test.afterAll(async () => {
  // Later journeys expect the catalogue the run started with.
  const now = (await registry()).catalog;
  if (now?.release !== original) {
    await ops('rollout', 'catalog', original, '100');
    await ops('promote', 'catalog');
  } else if (now.candidate) await ops('rollback', 'catalog');
});

/** A shopper with a fixed bucket, in a browser of their own. */
async function shopper(browser: Browser, bucket: number): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'mf-bucket', value: String(bucket), url: shopUrl }]);
  return context.newPage();
}

/** The heading the server rendered for a bucket, once the registry change has reached the shell. */
async function serverHeading(bucket: number): Promise<string> {
  const html = await (await fetch(`${shopUrl}/shop`, { headers: { cookie: `mf-bucket=${bucket}` } })).text();
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

/** What a shopper sees on /shop once the page has hydrated. */
async function seen(page: Page): Promise<string> {
  const response = await page.goto('/shop');
  const html = (await response?.text()) ?? '';
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  // The hydrated page still reads what the server sent: the browser ran the same release.
  const rendered = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
  await expect(heading).toHaveText(rendered);
  return rendered;
}

async function expectEveryoneSees(inside: Page, outside: Page, insideText: string, outsideText: string): Promise<void> {
  await expect.poll(() => serverHeading(10), { timeout: 15_000 }).toBe(insideText);
  await expect.poll(() => serverHeading(80), { timeout: 15_000 }).toBe(outsideText);
  expect(await seen(inside)).toBe(insideText);
  expect(await seen(outside)).toBe(outsideText);
}

test('a released catalogue reaches half the shoppers, then all, is promoted, and a rollback brings the old one back', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const inside = await shopper(browser, 10);
  const outside = await shopper(browser, 80);
  expect(await ops('releases', 'catalog')).toContain(changed);

  await ops('rollout', 'catalog', changed, '50');
  await expectEveryoneSees(inside, outside, MARKER, 'Our Products');

  await ops('rollout', 'catalog', changed, '100');
  await expectEveryoneSees(inside, outside, MARKER, MARKER);

  await ops('rollback', 'catalog');
  await expectEveryoneSees(inside, outside, 'Our Products', 'Our Products');

  await ops('rollout', 'catalog', changed, '100');
  await ops('promote', 'catalog');
  expect((await registry()).catalog).toMatchObject({ release: changed });
  expect((await registry()).catalog?.candidate).toBeUndefined();
  await expectEveryoneSees(inside, outside, MARKER, MARKER);
});

test('a candidate whose code answers 500 leaves shoppers on the stable section, is counted, and is rolled back by itself', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const broken = await changedRelease('catalog', built, 'broken', ['"Our Products"', '"Our Products"']);
  await ops('rollout', 'catalog', original, '100');
  await ops('promote', 'catalog');
  await ops('rollout', 'catalog', broken, '50');
  await expect.poll(async () => (await (await fetch(`${shopUrl}/remotes.json`)).text()).includes(broken), { timeout: 15_000 }).toBe(true);

  const page = await shopper(browser, 10);
  // Its chunks fail in the shopper's browser, as a bad deploy of that folder would.
  await page.route(`**/catalog/${broken}/**`, (route) => route.fulfill({ status: 500, body: 'broken' }));
  for (let view = 0; view < 5 && (await registry()).catalog?.candidate; view += 1) {
    const beacon = page.waitForRequest('**/api/remotes/failures', { timeout: 10_000 }).catch(() => undefined);
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Products' })).toBeVisible();
    await expect(page.getByTestId('section-unavailable')).toBeHidden();
    await beacon;
  }
  await expect.poll(async () => (await registry()).catalog?.candidate, { timeout: 15_000 }).toBeUndefined();

  const figures = await ops('list');
  expect(figures).toMatch(new RegExp(`automatic-rollback ${broken} views=\\d+ .*loadFailures=\\d+`));

  // The release engineer sees it in the back office, signed in with a staff account of that role.
  const opsPage = await (await browser.newContext({ baseURL: backofficeUrl })).newPage();
  await opsPage.goto('/releases');
  await opsPage.getByLabel(/E-mail address/).fill('releases@example.in');
  await opsPage.getByLabel(/^Password/).fill('Staff@123');
  await opsPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(opsPage.getByTestId('catalog-candidate')).toHaveText('none');
  const latest = opsPage.getByTestId('rollout-event').first();
  await expect(latest).toContainText('automatic-rollback');
  await expect(latest).toContainText(broken);
  await opsPage.context().close();
});

test('a candidate whose server entry changed after its release never runs: the page renders the stable section and the log says why', async () => {
  test.setTimeout(120_000);
  const folder = (name: string) => path.join(process.env.E2E_DATA_DIR ?? '', 'releases', 'catalog', name);
  const tampered = `${built}-tampered`;
  cpSync(folder(built), folder(tampered), { recursive: true });
  await ops('register', 'catalog', tampered, `http://localhost:${e2ePorts.releases}/catalog/${tampered}/mf-manifest.json`);
  // After its registration, its server entry is changed where it is published: it would leave a mark if it ran.
  const marker = path.join(process.env.E2E_DATA_DIR ?? '', `ran-${tampered}`);
  const entry = path.join(folder(tampered), 'server/remoteEntry.js');
  writeFileSync(entry, `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran');\n${readFileSync(entry, 'utf8')}`);
  await ops('rollout', 'catalog', tampered, '100');
  await expect.poll(async () => (await (await fetch(`${shopUrl}/remotes.json`)).text()).includes(tampered), { timeout: 15_000 }).toBe(true);

  const response = await fetch(`${shopUrl}/shop`, { headers: { cookie: 'mf-bucket=3' } });
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe('Our Products');
  expect(/"versions":\{[^}]*"catalog":"(\w+)"/.exec(html)?.[1]).toBe('stable');
  expect(existsSync(marker)).toBe(false);
  await expect
    .poll(() => shopLog('shell'), { timeout: 10_000 })
    .toMatch(new RegExp(`catalog ${tampered} refused: .*server/remoteEntry\\.js\\S* is not the file released`));
  if ((await registry()).catalog?.candidate) await ops('rollback', 'catalog');
});
