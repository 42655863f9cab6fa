import { expect, test, toast, watchConsole } from '../fixtures';
import { newShopper, signUpVerified } from '../support/accounts';
import { openSettled } from '../support/routes';

// Every route's hydration is checked with the rest of its health in every-route.spec.ts: its security
// headers, and nothing in the console on any route, signed out and in, where the fixtures report any
// violation of the page's content security policy as a console error. Here: what hydration gives the shopper.

test('after hydration the shop is a single-page app: links navigate without reloading and load the next page', async ({ page }) => {
  const problems = watchConsole(page);
  await openSettled(page, '/');
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Products' }).getByRole('article').first()).toBeVisible();

  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/shop$/);

  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(problems).toEqual([]);
});

test("a campaign link opens the shop's kept page: its tracking parameters stay in the address and change nothing else", async ({
  page,
}) => {
  const problems = watchConsole(page);
  const link = '/shop?utm_source=whatsapp&utm_campaign=diwali&fbclid=IwAR0diwali';
  const reply = await openSettled(page, link);
  // Sent through the page cache, as the plain address is, not rendered for this address alone.
  expect(reply?.headers()['x-page-cache']).toMatch(/^(hit|miss|stale)$/);
  expect(reply?.headers()['cache-control']).toMatch(/\bpublic\b/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${new URL(page.url()).origin}/shop`);
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('utm_campaign')).toBe('diwali');

  // Hydrated: the first card's link navigates without a reload.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.getByRole('region', { name: 'Products' }).getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/product\//);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  expect(problems).toEqual([]);
});

test('a signed-in shopper can add to the cart as soon as the page has loaded', async ({ page }) => {
  await signUpVerified(page.request, newShopper('Ishaan Mehta', 'early-add'));
  await page.goto('/shop');
  const card = page
    .getByRole('region', { name: 'Products' })
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Add To Cart' }) })
    .first();
  await card.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(toast(page, 'Product added to cart successfully!')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
});

test("a guest's cards bring no cart or wish-list code until one is reached for, and the first tap on one is answered", async ({ page }) => {
  const entries: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/remoteEntry.js')) entries.push(request.url());
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await openSettled(page, '/shop');
  // The catalogue's own section only: the cards' cart buttons and hearts are the server's HTML.
  expect(entries).toHaveLength(1);
  // The cards' small stylesheets came written into the page, each named by the address it was released at.
  const writtenOut = await page
    .locator('link[rel="stylesheet"][disabled][data-remote]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(writtenOut.length).toBeGreaterThan(0);
  await expect(page.locator('style[data-remote]')).toHaveCount(writtenOut.length);
  const fetchedBefore = stylesheets.length;

  await page.getByRole('region', { name: 'Products' }).getByRole('button', { name: 'Add To Cart' }).first().click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(toast(page, 'Please Log In')).toBeVisible();
  expect(entries.length).toBeGreaterThan(1);
  // The cart section's code came, but not its stylesheet again: the page already held those rules.
  expect(stylesheets.slice(fetchedBefore).filter((url) => writtenOut.includes(url))).toEqual([]);
  expect(stylesheets.slice(0, fetchedBefore).filter((url) => writtenOut.includes(url))).toEqual([]);
});
