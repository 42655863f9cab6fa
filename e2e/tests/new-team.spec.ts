import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, watchConsole } from '../fixtures';
import { e2ePorts, shopUrl } from '../ports';
import { ops, opsRefused, registry, release } from '../support/operations';
import { publicRoutes } from '../support/routes';

// A fifth team joins the running shop with registry calls alone — create its remote, release its
// folder, roll it out — and leaves it the same way; the shell and the API are neither rebuilt nor
// restarted. Its remote is a small package of the test suite (e2e/remotes/notices-mfe).
test.describe.configure({ mode: 'serial' });

const NOTICES = 'e2e/remotes/notices-mfe';
let notices = '';

/** The process ids the run command recorded for the shell and the API. */
function servers(): { shell?: number; api?: number } {
  const pids = JSON.parse(readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', 'run/processes.json'), 'utf8'));
  return { shell: pids.shell, api: pids.api };
}

const alive = (pid?: number) => {
  try {
    return pid !== undefined && process.kill(pid, 0);
  } catch {
    return false;
  }
};

async function statusOf(pathname: string): Promise<number> {
  return (await fetch(`${shopUrl}${pathname}`, { redirect: 'manual' })).status;
}

test.afterAll(async () => {
  if ((await (await fetch(`${shopUrl}/remotes.json`)).json()).remotes.notices) await ops('delete', 'notices');
});

test('a new team’s remote is created, released, rolled out, and renders on the server and after hydration at its own route', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const before = servers();
  await ops('create', 'notices');
  notices = await release('notices', NOTICES);
  expect(await statusOf('/notices')).toBe(404);

  await ops('rollout', 'notices', notices, '100');
  await expect.poll(() => statusOf('/notices'), { timeout: 15_000 }).toBe(200);
  const html = await (await fetch(`${shopUrl}/notices`)).text();
  expect(html).toContain('Diwali dispatch dates');
  expect(html).toContain('<title>Notices | Ujjwal Home Care</title>');

  const problems = watchConsole(page);
  await page.goto('/notices');
  const section = page.locator('[data-boundary="notices-mfe"]');
  await expect(section.getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
  await section.getByRole('button', { name: 'Mark one read (0)' }).click();
  await expect(section.getByRole('button', { name: 'Mark one read (1)' })).toBeVisible();
  expect(problems).toEqual([]);

  await ops('promote', 'notices');
  expect((await registry()).notices).toMatchObject({ release: notices });
  expect(servers()).toEqual(before);
  expect(alive(before.shell) && alive(before.api)).toBe(true);
});

test('a release declaring a path another team serves is refused, naming both', async () => {
  const folder = (name: string) => path.join(process.env.E2E_DATA_DIR ?? '', 'releases', 'notices', name);
  const clashing = `${notices}-clash`;
  cpSync(folder(notices), folder(clashing), { recursive: true });
  const declaration = JSON.parse(readFileSync(path.join(folder(clashing), 'routes.json'), 'utf8'));
  declaration.routes.push({ path: '/shop', access: 'public', module: 'notices-page', title: 'Shop' });
  writeFileSync(path.join(folder(clashing), 'routes.json'), JSON.stringify(declaration));
  const refusal = await opsRefused(
    'register',
    'notices',
    clashing,
    `http://localhost:${e2ePorts.releases}/notices/${clashing}/mf-manifest.json`,
  );
  expect(refusal).toContain('/shop is already a route of catalog; notices cannot declare it');
});

test('deleting the remote takes its route away within seconds and leaves every other route answering', async () => {
  await ops('delete', 'notices');
  await expect.poll(() => statusOf('/notices'), { timeout: 15_000 }).toBe(404);
  for (const pathname of publicRoutes.filter((route) => route !== '/no-such-page')) expect(await statusOf(pathname), pathname).toBe(200);
  expect(await statusOf('/cart')).toBe(302);
});
