import { ensureRemotesUp, expect, startShellServer, stopRemote, test, watchConsole } from '../fixtures';
import { e2ePorts, remotePort } from '../ports';
import { startDelayProxy } from '../support/delay-proxy';
import { ops, workspaceBuild } from '../support/operations';

// A failure on the server stays inside its section: the frame and the rest of the page render,
// and the browser takes the section over when it can.

test.afterEach(() => ensureRemotesUp());

const slowProxyPort = e2ePorts.shell + 20;
const slowShellPort = e2ePorts.shell + 21;
const noApiShellPort = e2ePorts.shell + 22;

test('with the catalogue down, the server renders the frame and its unavailable panel, and the browser offers Retry', async ({
  page,
  request,
}) => {
  await stopRemote('catalog');
  // The server finds out within its manifest check interval (seconds).
  await expect
    .poll(async () => (await (await request.get('/about')).text()).includes('This section is unavailable'), { timeout: 20_000 })
    .toBe(true);
  const response = await request.get('/about');
  expect(response.status()).toBe(503);
  const html = await response.text();
  expect(html).toContain('aria-label="Main"');
  expect(html).toContain('Retry');

  await page.goto('/about');
  await expect(page.getByTestId('section-unavailable')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('[data-boundary="inquiries-mfe"]')).toBeVisible();
});

test('a remote slower than the budget: the server sends the skeleton at once, then the browser shows the section', async ({ page }) => {
  // The catalogue's build behind a slow link, as a release only this tester's browser is pinned to.
  const stopProxy = await startDelayProxy(slowProxyPort, remotePort('catalog'), 1500);
  await ops('register', 'catalog', 'behind-a-slow-link', `http://localhost:${slowProxyPort}/mf-manifest.json`, workspaceBuild('catalog'));
  await ops('rollout', 'catalog', 'behind-a-slow-link', '0');
  const stopShell = await startShellServer(slowShellPort, { SSR_REMOTE_BUDGET_MS: '300' });
  try {
    const problems = watchConsole(page);
    const started = Date.now();
    const response = await page.goto(`http://localhost:${slowShellPort}/about?mf-catalog=candidate`, { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(Date.now() - started).toBeLessThan(1500);
    expect(html).toContain('aria-label="Loading…"');
    expect(html).not.toContain('data-boundary="catalog-mfe"');

    await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    stopShell();
    await ops('rollback', 'catalog');
    await stopProxy();
  }
});

test('with the API down, catalogue pages render their error state with Retry, never a failed page', async ({ request }) => {
  // The registry was read; the API the pages' loaders call is away.
  const stopShell = await startShellServer(noApiShellPort, {
    API_PORT: String(e2ePorts.api + 50),
    REMOTES_REGISTRY_URL: `http://127.0.0.1:${e2ePorts.api}/api/remotes`,
  });
  try {
    // A server just started loads the catalogue's code on its first requests: until then the section is a skeleton.
    const shopUrl = `http://localhost:${noApiShellPort}/shop`;
    await expect.poll(async () => (await request.get(shopUrl)).status()).toBe(503);
    const html = await (await request.get(shopUrl)).text();
    expect(html).toContain('We couldn&#x27;t load the products');
    expect(html).toContain('Retry');
    expect(html).toContain('aria-label="Main"');

    const home = await request.get(`http://localhost:${noApiShellPort}/`);
    expect(home.status()).toBeLessThan(500);
    expect(await home.text()).toContain('No new arrival products available at the moment.');
  } finally {
    stopShell();
  }
});
