import { expect, test } from '../fixtures';
import { e2ePorts, remotePort } from '../ports';
import { pageScripts } from '../support/page-scripts';

// react-dom's client build is the only file holding this property name.
const reactDomMarker = '__reactContainer$';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

async function sharedAssets(origin: string, names: RegExp): Promise<string[]> {
  const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as { shared: ManifestShared[] };
  return manifest.shared
    .filter((entry) => names.test(entry.name))
    .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async])
    .map((file) => `${origin}/${file}`);
}

test('react-dom and the shared package are downloaded exactly once on a page with the shell and a remote', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text() });
  });
  await page.goto('/about');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  await page.waitForLoadState('load');
  // Every script of the page has arrived once none has for a second. (Not "no request at all": one
  // CI run waited out the test's time for the network to go quiet, with the page whole.)
  await expect
    .poll(
      async () => {
        const before = scripts.length;
        await page.waitForTimeout(1000);
        return before > 0 && scripts.length === before;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const urls = scripts.map((script) => script.url);

  const withReactDom = scripts.filter((script) => script.body.includes(reactDomMarker));
  expect(withReactDom.map((script) => new URL(script.url).port)).toEqual([String(e2ePorts.shell)]);

  const singletons = /^(react|react-dom|@shop\/shared)(\/|$)/;
  // The catalogue remote was used, yet none of its own copies of the singletons was fetched…
  expect(urls.some((url) => new URL(url).port === String(remotePort('catalog')))).toBe(true);
  const remoteCopies = await sharedAssets(`http://localhost:${remotePort('catalog')}`, singletons);
  expect(remoteCopies.length).toBeGreaterThan(0);
  expect(urls.filter((url) => remoteCopies.includes(url))).toEqual([]);
  // …and every file of the shell's copies that was fetched was fetched once.
  const shellCopies = await sharedAssets(`http://localhost:${e2ePorts.shell}`, singletons);
  const fetched = urls.filter((url) => shellCopies.includes(url));
  expect(fetched.some((url) => shellCopies.includes(url))).toBe(true);
  expect(new Set(fetched).size).toBe(fetched.length);
});

test('a remote raises a toast through the shared store and the shell shows it', async ({ page }) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The contact page lives in the inquiries remote; the toast list is rendered by the shell.
  await expect(page.locator('[aria-live]').getByText('Please fill out all fields.')).toBeVisible();
});

test('the shell learns remote addresses at run time from /remotes.json', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const config = await response.json();
  expect(config.remotes.catalog.entry).toBe(`http://localhost:${remotePort('catalog')}/mf-manifest.json`);
  const manifest = await request.get(config.remotes.catalog.entry);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  expect(manifest.headers()['access-control-allow-origin']).toBe('*');
  const body = await manifest.json();
  const chunk = body.exposes[0].assets.js.sync[0] as string;
  const chunkResponse = await request.get(`http://localhost:${remotePort('catalog')}/${chunk}`);
  expect(chunkResponse.headers()['cache-control']).toContain('immutable');
});

test("the server's page starts the section's remote entry with the shell's entry, after its content, and no script is fetched twice", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/about')).text();
  const scripts = pageScripts(html);
  const entry = `http://localhost:${remotePort('catalog')}/remoteEntry.js`;
  expect(scripts.preload).toContain(entry);
  // The entry and the section's stylesheet come with the digests registered for the release.
  const released = (await (await request.get('/remotes.json')).json()).remotes.catalog;
  expect(scripts.integrity[entry]).toBe(released.entries.browser.integrity);
  expect(scripts.integrity[entry]).toMatch(/^sha384-/);
  expect(html).toMatch(/<link rel="stylesheet" href="[^"]+\.css" integrity="sha384-[^"]+" crossorigin="anonymous" data-remote="catalog"/);
  expect(scripts.run).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]);
  // Nothing in the head makes the page's content wait for a script.
  expect(html.slice(0, html.indexOf('</head>'))).not.toMatch(/<script[^>]+src=|rel="preload" as="script"/);

  const fetched: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') fetched.push(sent.url());
  });
  await page.goto('/about');
  await expect(page.locator('[data-boundary="catalog-mfe"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.length).toBeGreaterThanOrEqual(3);
  expect(fetched.length).toBeLessThanOrEqual(12);
  expect(fetched.filter((url, index) => fetched.indexOf(url) !== index)).toEqual([]);
});

test("the page's largest picture loads before its scripts start, on the home page and the shop's first row", async ({ page }) => {
  for (const path of ['/', '/shop']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const timings = await page.evaluate(() => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const heroEntry = entries.find((entry) => hero && entry.name === hero.currentSrc);
      const shellScript = entries.find((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name));
      return { heroLoaded: heroEntry?.responseEnd, scriptStarted: shellScript?.startTime, loading: hero?.loading };
    });
    expect(timings.loading, path).toBe('eager');
    expect(timings.heroLoaded, path).toBeDefined();
    expect(timings.scriptStarted, path).toBeGreaterThanOrEqual(timings.heroLoaded ?? Number.POSITIVE_INFINITY);
  }
  // And the page still hydrates: the cart button answers.
  await page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .first()
    .getByRole('button', { name: /add to cart/i })
    .click();
  await expect(page).toHaveURL(/\/signin/);
});
